import { addDays, buildReadingCalendar, todayIso } from '@bible-journey/core';
import type { Browser, Page } from '@playwright/test';
import { expectAccessibleOnPhoneAndDesktop } from '../support/accessible.ts';
import { E2E_ADMIN_TOKEN as ADMIN_TOKEN } from '../support/admin.ts';
import { apiAt, type Session } from '../support/api.ts';
import { expect, suiteServer, test } from '../support/suite.ts';

// A leader's questions and progress view (issue 12, spec 3 sections 2, 4 and 5): the admin API
// grants premium (ADMIN_TOKEN), and the worker's server mails over SMTP to the inbox this test reads.

const base = () => suiteServer().base;
const inbox = () => suiteServer().inbox;

const call = apiAt(base);

async function register(name: string, project: string): Promise<Session> {
  const label = name.split(' ')[0]?.toLowerCase();
  const email = `${label}-${project}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  return call<Session>('/auth/register', { method: 'POST', body: { name, email, password: 'secret-1' } });
}

/**
 * A page of a new browser context with `session` signed in on the device. No service worker: these
 * screens are tested online (the offline journey is in challenges-ranking.spec.ts).
 */
async function signedInPage(browser: Browser, session: Session): Promise<Page> {
  const context = await browser.newContext({ baseURL: base(), locale: 'en-US', serviceWorkers: 'block' });
  await context.addInitScript((stored) => {
    if (!localStorage.getItem('session')) localStorage.setItem('session', stored);
  }, JSON.stringify(session));
  return context.newPage();
}

/**
 * Opens a screen and waits for its heading: a new browser context loads the app's code from
 * scratch, which on a busy machine takes longer than an assertion's 5 s.
 */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
}

/** The seeded challenge: a leader with premium, Bruno who has read nothing, Carla who is up to date. */
interface Cast {
  leader: Session;
  bruno: Session;
  carla: Session;
  challengeId: string;
}

async function seedChallenge(project: string): Promise<Cast> {
  const [leader, bruno, carla] = await Promise.all(
    ['Ana Leader', 'Bruno Behind', 'Carla Reader'].map((name) => register(name, project)),
  );
  if (!leader || !bruno || !carla) throw new Error('registration failed');
  await call('/admin/premium', {
    method: 'POST',
    token: ADMIN_TOKEN,
    body: { email: leader.user.email, type: 'subscription' },
  });
  // Started four days ago: four days are due before today.
  const startDate = addDays(todayIso(), -4);
  const finishDate = addDays(todayIso(), 25);
  const readingCalendar = buildReadingCalendar({
    planType: 0,
    readingOrder: 'traditional',
    startDate,
    endDate: finishDate,
    startReading: { bookIndex: 0, chapter: 1 },
    endReading: { bookIndex: 0, chapter: 50 },
  });
  const { challenge } = await call<{ challenge: { _id: string } }>('/challenges/add', {
    method: 'POST',
    token: leader.token,
    body: {
      challengeTitle: 'Genesis in a month',
      participants: [bruno.user.email, carla.user.email],
      startDate,
      finishDate,
      owner_name: leader.user.name,
      plan: { readingCalendar, planType: 0 },
    },
  });
  const challengeId = challenge._id;
  for (const person of [bruno, carla]) {
    const { challengeInvites } = await call<{ challengeInvites: { _id: string; challenge: { _id: string } }[] }>(
      '/challenges/invites',
      { token: person.token },
    );
    const invite = challengeInvites.find((item) => item.challenge._id === challengeId);
    if (!invite) throw new Error(`no invite for ${person.user.email}`);
    await call('/challenge/invite/accept', {
      method: 'PUT',
      token: person.token,
      headers: { challenge_id: challengeId, invite_id: invite._id },
    });
  }
  // Carla reads every day due so far, today's too.
  const scope = { challenge_id: challengeId };
  const { plan } = await call<{ plan: { _id: string; readingCalendar: { id: string; date: string }[] } }>(
    '/challenge/plan',
    { token: carla.token, headers: scope },
  );
  const { rankingId } = await call<{ rankingId: string }>('/challenge/ranking/user/id', {
    token: carla.token,
    headers: scope,
  });
  for (const day of plan.readingCalendar.filter((item) => item.date <= todayIso())) {
    await call('/challenge/plan/reading/complete', {
      method: 'PUT',
      token: carla.token,
      headers: { ...scope, ranking_id: rankingId, day_id: day.id, plan_id: plan._id },
    });
  }
  return { leader, bruno, carla, challengeId };
}

test.describe('a leader’s questions and progress view', () => {
  // Each screen is checked by axe three times (light and dark at 360 px, and desktop): slow on a busy machine.
  test.describe.configure({ mode: 'serial', timeout: 240_000 });
  let cast: Cast;

  test.beforeAll(async () => {
    // The seeding: more than a test's 30 s on a busy machine.
    test.setTimeout(120_000);
    cast = await seedChallenge(test.info().project.name);
  });

  test('the leader adds a question, choosing its right answer in the answer-picking mode', async ({ browser }) => {
    const page = await signedInPage(browser, cast.leader);
    await open(page, `/challenge/${cast.challengeId}/questions`);
    await expect(page.getByRole('heading', { level: 1, name: 'Questions' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No questions yet' })).toBeVisible();
    await expectAccessibleOnPhoneAndDesktop(page, 'the questions list, empty (leader)');

    await page.getByRole('link', { name: 'Add a question' }).click();
    await page.getByRole('textbox', { name: 'Question' }).fill('Who built the ark?');
    const first = page.getByRole('textbox', { name: /^Alternative 1/ });
    await first.fill('Noah');
    await first.press('Enter');
    // The next alternative comes named with its number, selected: typing replaces the name.
    const second = page.getByRole('textbox', { name: /^Alternative 2/ });
    await expect(second).toBeFocused();
    await expect(second).toHaveValue('Alternative 2');
    await page.keyboard.type('Abraham');
    await second.press('Enter');
    await page.keyboard.type('Moses');
    await expect(page.getByRole('textbox', { name: /^Alternative 3/ })).toHaveValue('Moses');
    await expect(page.getByRole('spinbutton', { name: 'Points' })).toHaveValue('3');
    await expectAccessibleOnPhoneAndDesktop(page, 'the add-question form');

    // The answer-picking mode, by keyboard: open it, move to Noah, pick it; the mode closes.
    const toggle = page.getByRole('button', { name: 'Choose the right answer' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    const picking = page.getByRole('group', { name: 'Which alternative is right? Choose it.' });
    await expect(picking.getByRole('button', { name: 'Noah' })).toBeFocused();
    await expectAccessibleOnPhoneAndDesktop(page, 'the add-question form, picking the answer');
    await page.keyboard.press('Enter');
    await expect(picking).toHaveCount(0);
    await expect(toggle).toBeFocused();
    await expect(page.getByText('Right answer: “Noah”')).toBeVisible();

    await page.getByRole('button', { name: 'Add question' }).click();
    await expect(page.getByText('Question added')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Questions' })).toBeVisible();
    const item = page.getByRole('listitem').filter({ hasText: 'Who built the ark?' });
    await expect(item.getByRole('link')).toHaveText('Who built the ark?3 points · 0 answers');
    await expect(item.getByRole('button', { name: 'Share the question: Who built the ark?' })).toBeVisible();
    await expectAccessibleOnPhoneAndDesktop(page, 'the questions list (leader)');

    await item.getByRole('link').click();
    await expect(page.getByRole('listitem').filter({ hasText: 'Noah' })).toHaveText('Noah✓ right answer');
    await expectAccessibleOnPhoneAndDesktop(page, 'the question detail (leader)');
    await page.context().close();
  });

  // A participant's list without Add or Share, and with "+3 ✓" once answered (questions-page.test.tsx),
  // and a second answer refused, even from a tab opened before the first (questions.test.ts, racing
  // answers; question-page.test.tsx, "already answered"), are proven below the browser.
  test('a participant answers right and sees the points', async ({ browser }) => {
    const page = await signedInPage(browser, cast.bruno);
    await open(page, `/challenge/${cast.challengeId}/questions`);
    const item = page.getByRole('listitem').filter({ hasText: 'Who built the ark?' });
    await expect(item).toHaveText('Who built the ark?3 points');
    await expectAccessibleOnPhoneAndDesktop(page, 'the questions list (participant)');

    await item.getByRole('link').click();
    await expect(page.getByRole('radio', { name: 'Noah' })).toBeVisible();
    await expectAccessibleOnPhoneAndDesktop(page, 'the question detail, unanswered');
    await page.getByRole('radio', { name: 'Noah' }).check();
    await page.getByRole('button', { name: 'Answer' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Well done!' })).toHaveText(
      'Well done! You got it right and earned 3 points.',
    );
    await expectAccessibleOnPhoneAndDesktop(page, 'the question detail, answered right');
    await page.context().close();
  });

  test('the leader’s progress view lists the one behind first and sends them an encouragement', async ({ browser }) => {
    const page = await signedInPage(browser, cast.leader);
    await open(page, `/challenge/${cast.challengeId}/configs`);
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(page.getByText('Genesis in a month')).toBeVisible();
    await expectAccessibleOnPhoneAndDesktop(page, 'the configs screen');

    await page.getByRole('link', { name: /Participants' progress/ }).click();
    const entries = page.getByRole('article');
    await expect(entries).toHaveCount(2);
    await expect(entries.nth(0).getByRole('heading')).toHaveText('Bruno Behind');
    await expect(entries.nth(1).getByRole('heading')).toHaveText('Carla Reader');
    await expect(entries.nth(0).getByRole('definition')).toHaveText(['0 of 30', '4 days behind', 'Not yet', '3', '0']);
    await expect(entries.nth(1).getByRole('definition')).toHaveText(['5 of 30', 'On track', 'today', '5', '0']);
    await expectAccessibleOnPhoneAndDesktop(page, 'the progress view');

    const encourage = entries.nth(0).getByRole('button', { name: 'Send encouragement Bruno Behind' });
    await encourage.click();
    await expect(page.getByText('Encouragement sent to Bruno Behind')).toBeVisible();
    await expect(encourage).toHaveAttribute('aria-disabled', 'true');
    await expect(
      entries.nth(0).getByText('Encouragement sent today. You can send another one tomorrow.'),
    ).toBeVisible();
    const mail = await inbox().waitFor(cast.bruno.user.email, /cheering you on/);
    expect(mail.subject).toBe('Ana Leader is cheering you on in “Genesis in a month”');
    expect(mail.text).toContain(`${base()}/challenge/${cast.challengeId}/plan`);
    await expectAccessibleOnPhoneAndDesktop(page, 'the progress view after an encouragement');
    // Once a day, the server refusing a second one today: progress.test.ts.
    await page.context().close();
  });

  test('the leader’s participants screens: invite by e-mail chips, resend, the lists', async ({ browser }) => {
    const page = await signedInPage(browser, cast.leader);
    await open(page, `/challenge/${cast.challengeId}/configs/participants/edit`);
    await expect(page.getByRole('region', { name: 'Taking part (2)' })).toBeVisible();
    const input = page.getByRole('textbox', { name: 'E-mail addresses' });
    // Nothing offered for a half-typed address: participants-pages.test.tsx.
    await input.fill('dora@example.com');
    await expect(page.getByRole('button', { name: 'Add dora@example.com' })).toBeVisible();
    await input.press('Tab');
    await expect(input).toHaveValue('');
    await expect(page.getByRole('list', { name: 'Addresses to invite (1)' })).toBeVisible();
    await expectAccessibleOnPhoneAndDesktop(page, 'the participants screen with a chip');
    await page.getByRole('button', { name: 'Send invitations' }).click();
    await expect(page.getByText('Invitation sent', { exact: true })).toBeVisible();
    const invited = page.getByRole('region', { name: 'Invited, not accepted yet (1)' });
    await expect(invited).toContainText('dora@example.com');
    await inbox().waitFor('dora@example.com');
    await invited.getByRole('button', { name: 'Resend dora@example.com' }).click();
    await expect(invited.getByRole('status')).toHaveText('✓ Sent');

    await open(page, `/challenge/${cast.challengeId}/participants/add?isNew=true`);
    await expect(page.getByRole('heading', { name: '“Genesis in a month” is launched!' })).toBeVisible();
    await page.getByRole('button', { name: 'Send invitations' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please enter at least two e-mails');
    await expectAccessibleOnPhoneAndDesktop(page, 'the add-participants screen after creation');
    await page.context().close();
  });

  test('the leader edits the plan; participants keep the chapters they read', async ({ browser }) => {
    const page = await signedInPage(browser, cast.leader);
    await open(page, `/challenge/${cast.challengeId}/configs`);
    await page.getByRole('link', { name: /Edit plan/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit plan' })).toBeVisible();
    await expect(page.getByText("Participants keep the chapters they've already read.")).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Reading order' })).toHaveValue('traditional');
    await expectAccessibleOnPhoneAndDesktop(page, 'the plan edit');

    await page.getByRole('button', { name: 'More options' }).click();
    await page.getByRole('button', { name: /number of days/i }).click();
    await page.getByRole('spinbutton').fill('20');
    await page.getByRole('button', { name: 'Save plan' }).click();
    // What the edit does, before it is saved: Carla's read days become other days.
    const effect = page.getByRole('dialog', { name: 'Save this plan?' });
    await expect(effect.getByText(/^20 days, \d+ to \d+ chapters a day\.$/)).toBeVisible();
    await expect(effect.getByText(/^1 participant has read days that will change\./)).toBeVisible();
    await effect.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Plan saved')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

    // Carla's copy follows the new template (20 days) and still has her reading marked.
    const scope = { challenge_id: cast.challengeId };
    await expect
      .poll(async () => {
        const { plan } = await call<{ plan: { readingCalendar: { read: boolean }[] } }>('/challenge/plan', {
          token: cast.carla.token,
          headers: scope,
        });
        return [plan.readingCalendar.length, plan.readingCalendar.some((day) => day.read)];
      })
      .toEqual([20, true]);
    await page.context().close();
  });

  test('the leader renames, deletes a challenge, then deletes all the challenges they lead', async ({ browser }) => {
    const page = await signedInPage(browser, cast.leader);
    await open(page, `/challenge/${cast.challengeId}/configs`);
    await page.getByRole('button', { name: 'Edit challenge name' }).click();
    const rename = page.getByRole('dialog', { name: 'Edit challenge name' });
    await expectAccessibleOnPhoneAndDesktop(page, 'the rename modal');
    // A name too short is refused in the modal: configs-page.test.tsx.
    await rename.getByRole('textbox', { name: 'Challenge name' }).fill('Genesis together');
    await rename.getByRole('textbox', { name: 'Challenge name' }).press('Enter');
    await expect(page.getByText('Challenge name changed')).toBeVisible();
    await expect(page.getByText('Genesis together')).toBeVisible();

    await page.getByRole('button', { name: 'Delete challenge' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete “Genesis together”?' });
    await expectAccessibleOnPhoneAndDesktop(page, 'the delete-challenge confirmation');
    await confirm.getByRole('button', { name: 'Yes, delete' }).click();
    await expect(page.getByText('Challenge deleted')).toBeVisible();
    await expect(page).toHaveURL(/\/challenges$/);

    // Two more led challenges: the foot of the list deletes them all at once, after asking.
    for (const title of ['Psalms in June', 'Acts in July']) {
      await call('/challenges/add', {
        method: 'POST',
        token: cast.leader.token,
        body: {
          challengeTitle: title,
          participants: [cast.bruno.user.email, cast.carla.user.email],
          startDate: todayIso(),
          finishDate: addDays(todayIso(), 20),
        },
      });
    }
    await open(page, '/challenges');
    const bulk = page.getByRole('region', { name: 'Delete the challenges you lead' });
    await expect(bulk).toContainText('You lead 2 challenges.');
    await expectAccessibleOnPhoneAndDesktop(page, '/challenges with the bulk deletion');
    await bulk.getByRole('button', { name: 'Delete all the challenges I lead' }).click();
    await page
      .getByRole('dialog', { name: 'Delete 2 challenges?' })
      .getByRole('button', { name: 'Delete 2 challenges' })
      .click();
    await expect(page.getByText('2 challenges deleted')).toBeVisible();
    const { owner } = await call<{ owner: unknown[] }>('/challenges', { token: cast.leader.token });
    expect(owner).toEqual([]);
    await page.context().close();
  });
});
