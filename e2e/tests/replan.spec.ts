import { addDays, replanChoices, todayIso } from '@bible-journey/core';
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { storedPlan } from '../support/device.ts';
import { expectNoHorizontalOverflow } from '../support/layout.ts';

// Falling behind (issue 11): a plan that started in the past offers a way back; the late dialog
// previews keeping the end date or keeping the pace, dismisses on its backdrop, mutes reminders,
// and keeping the pace moves the end date.

const WORDS = {
  pt: {
    locale: 'pt-BR',
    custom: 'Monte seu próprio plano',
    startDate: 'Data de início',
    create: 'Criar plano',
    open: 'Ir para meu plano',
    behind: 'Você tem 30 leituras atrasadas.',
    catchUp: 'Colocar em dia',
    title: 'Sua leitura está atrasada',
    keepEnd: 'Manter a data final',
    keepPace: 'Manter meu ritmo',
    ends: 'Termina em',
    chapters: (range: string, count: number) => `${range} ${count === 1 ? 'capítulo' : 'capítulos'} por dia`,
    replan: 'Replanejar a partir de hoje',
    mute: 'Silenciar lembretes',
  },
  pl: {
    locale: 'pl-PL',
    custom: 'Ułóż własny plan',
    startDate: 'Data rozpoczęcia',
    create: 'Utwórz plan',
    open: 'Przejdź do mojego planu',
    behind: 'Masz 30 zaległych czytań.',
    catchUp: 'Nadrób zaległości',
    title: 'Masz zaległości w czytaniu',
    keepEnd: 'Zachowaj datę końca',
    keepPace: 'Zachowaj moje tempo',
    ends: 'Koniec:',
    chapters: (range: string, count: number) => {
      const form = new Intl.PluralRules('pl').select(count);
      const noun = { one: 'rozdział', few: 'rozdziały', many: 'rozdziałów' }[form as 'one'] ?? 'rozdziału';
      return `${range} ${noun} dziennie`;
    },
    replan: 'Ułóż plan od dziś',
    mute: 'Wycisz przypomnienia',
  },
} as const;

type Language = keyof typeof WORDS;

/** Types a date into the form's date field, segment by segment, whatever the locale's order. */
async function fillDate(page: Page, label: string, iso: string) {
  await page.getByRole('button', { name: new RegExp(`^${label} `) }).click();
  const group = page.getByRole('group', { name: label });
  const [year, month, day] = iso.split('-') as [string, string, string];
  for (const [type, value] of [
    ['year', year],
    ['month', month],
    ['day', day],
  ] as const) {
    await group.locator(`[data-type="${type}"]`).focus();
    await page.keyboard.type(value);
  }
}

for (const language of ['pt', 'pl'] as const satisfies readonly Language[]) {
  const words = WORDS[language];
  test.describe(`in ${language}`, () => {
    test.use({ locale: words.locale });

    test('a plan started 30 days ago offers a way back; keeping the pace moves the end date', async ({
      page,
    }, testInfo) => {
      if (testInfo.project.name === 'phone') await page.setViewportSize({ width: 360, height: 740 });
      await page.addInitScript((value) => {
        const { localStorage } = globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } };
        localStorage.setItem('language', value);
      }, language);
      const today = todayIso();
      const start = addDays(today, -30);

      await page.goto('/new');
      await page.getByRole('radio', { name: words.custom }).check();
      await fillDate(page, words.startDate, start);
      await page.getByRole('button', { name: words.create }).click();
      await expect(page).toHaveURL(/\/created$/);
      const created = await storedPlan(page);
      expect(created.planv2[0]?.date).toBe(start);
      // Spec 2: a start date in the past turns delay tracking off, so the dialog never opens by itself.
      expect(created.trackDelays).toBe(false);
      await page.getByRole('link', { name: words.open }).click();
      await expect(page).toHaveURL(/\/plan$/);

      await expect(page.getByText(words.behind)).toBeVisible();
      const dialog = page.getByRole('dialog', { name: words.title });
      await page.waitForTimeout(1200);
      await expect(dialog).toHaveCount(0);

      // The offer opens the dialog; a click on the backdrop puts it away.
      await page.getByRole('button', { name: words.catchUp }).click();
      await expect(dialog).toBeVisible();
      await page.mouse.click(3, 3);
      await expect(dialog).toBeHidden();
      await page.getByRole('button', { name: words.catchUp }).click();
      await expect(dialog).toBeVisible();

      // The preview of each way back: end date, chapters a day, minutes a day (core's numbers).
      const choices = replanChoices(created.planv2, { today, blockedWeekDays: created.blockedWeekDays });
      const longDate = (iso: string) =>
        new Intl.DateTimeFormat(words.locale, {
          day: 'numeric',
          month: 'long',
          year: 'numeric',
          timeZone: 'UTC',
        }).format(new Date(`${iso}T00:00:00Z`));
      const chapters = ({ min, max }: { min: number; max: number }) =>
        words.chapters(min === max ? String(max) : `${min}–${max}`, max);
      const keepEnd = dialog.getByRole('radio', { name: words.keepEnd });
      const keepPace = dialog.getByRole('radio', { name: words.keepPace });
      await expect(keepEnd).toBeChecked();
      await expect(keepEnd).toHaveAccessibleDescription(
        new RegExp(
          `${words.ends} ${longDate(choices.keepEnd.endDate)}.*${chapters(choices.keepEnd.chaptersPerDay)}.*${choices.keepEnd.minutesPerDay} min`,
        ),
      );
      await expect(keepPace).toHaveAccessibleDescription(
        new RegExp(
          `${words.ends} ${longDate(choices.keepPace.endDate)}.*${chapters(choices.keepPace.chaptersPerDay)}.*${choices.keepPace.minutesPerDay} min`,
        ),
      );
      expect(choices.keepEnd.endDate).toBe(created.planv2.at(-1)?.date);
      expect(choices.keepPace.endDate > choices.keepEnd.endDate).toBe(true);
      // Keeping the end packs the same chapters into fewer days; keeping the pace keeps every day.
      expect(choices.keepEnd.days.length).toBeLessThan(choices.keepPace.days.length);
      expect(choices.keepPace.days).toHaveLength(created.planv2.length);

      // Mute reminders, under the buttons: kept on the device for the reminders.
      const mute = dialog.getByRole('switch', { name: new RegExp(words.mute) });
      await mute.check();
      expect(await page.evaluate(() => globalThis.localStorage.getItem('showReminders'))).toBe('false');

      await keepPace.check();
      await expectNoHorizontalOverflow(page, `the late dialog (${language})`);
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
        await expectNoSeriousA11yViolations(page, `/plan, late dialog (${language}, ${colorScheme})`);
      }
      await page.screenshot({ path: `screenshots/replan-dialog-${language}-${testInfo.project.name}.png` });
      await dialog.getByRole('button', { name: words.replan }).click();
      await expect(dialog).toBeHidden();

      const replanned = await storedPlan(page);
      expect(replanned.delays).toBe(1);
      expect(replanned.planv2).toHaveLength(created.planv2.length);
      expect(replanned.planv2[0]?.date).toBe(today);
      expect(replanned.planv2.at(-1)?.date).toBe(choices.keepPace.endDate);
      expect(replanned.planv2.map((day) => day.readingDetails)).toEqual(
        created.planv2.map((day) => day.readingDetails),
      );
      await expect(page.getByText(words.behind)).toHaveCount(0);
      await expect(page.getByRole('button', { name: words.catchUp })).toHaveCount(0);
      await expectNoHorizontalOverflow(page, `/plan after the replan (${language})`);
    });
  });
}

test.describe('in en', () => {
  test.use({ locale: 'en-US' });

  test('the offer on the checklist passes axe in light and dark, and keeping the end date keeps it', async ({
    page,
  }, testInfo) => {
    if (testInfo.project.name === 'phone') await page.setViewportSize({ width: 360, height: 740 });
    const today = todayIso();
    await page.goto('/new');
    await page.getByRole('radio', { name: 'Make your own plan' }).check();
    await fillDate(page, 'Start date', addDays(today, -10));
    await page.getByRole('button', { name: 'Create plan' }).click();
    await page.getByRole('link', { name: 'Go to my plan' }).click();
    await expect(page.getByText('You are 10 readings behind.')).toBeVisible();
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
      await expectNoSeriousA11yViolations(page, `/plan, late offer (${colorScheme})`);
    }
    const before = await storedPlan(page);
    await page.getByRole('button', { name: 'Catch up' }).click();
    const dialog = page.getByRole('dialog', { name: 'You are behind on your reading' });
    await expect(dialog.getByText('10 readings from past days are still waiting.', { exact: false })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Catch up' }).click();
    await dialog.getByRole('button', { name: 'Replan from today' }).click();
    const after = await storedPlan(page);
    expect(after.planv2.at(-1)?.date).toBe(before.planv2.at(-1)?.date);
    expect(after.planv2[0]?.date).toBe(today);
    expect(after.delays).toBe(1);
  });
});
