import { type LocalPlanV2, todayIso } from '@bible-journey/core';
import { expect, type Page, test } from '@playwright/test';
import { buildDevicePlan, monthOf, rangeOf, seedDevice, storedPlan } from '../support/device.ts';

test.use({ locale: 'en-US' });

const today = todayIso();
const buildPlan = buildDevicePlan;

async function showMonth(page: Page, iso: string) {
  const title = page.getByRole('heading', { level: 2, name: /\d{4}$/ });
  await expect(title).toBeVisible();
  for (let clicks = 0; clicks < 2 && (await title.textContent()) !== monthOf(iso); clicks += 1) {
    await page.getByRole('button', { name: 'Next month' }).click();
  }
  await expect(title).toHaveText(monthOf(iso));
}

test('ticks stay on the device across a reload, and a late plan is replanned from today', async ({
  page,
}, testInfo) => {
  const plan = buildPlan({ readDays: 3, trackDelays: true });
  await seedDevice(page, { planv2: plan });
  await page.goto('/plan');

  const lateDialog = page.getByRole('dialog', { name: 'You are behind on your reading' });
  await expect(lateDialog).toBeVisible();
  await lateDialog.getByRole('button', { name: 'Not now' }).click();
  await expect(lateDialog).toBeHidden();

  await expect(page.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuenow', '5.88');
  await expect(page.getByRole('img', { name: /Plan calendar: 3 days read, 7 late/ })).toBeVisible();
  const [firstLate, secondLate] = plan.planv2.slice(3, 5);
  if (!firstLate || !secondLate) throw new Error('the plan is too short');
  await showMonth(page, firstLate.date);
  await page.getByRole('checkbox', { name: rangeOf(firstLate) }).check();
  await showMonth(page, secondLate.date);
  await page.getByRole('checkbox', { name: rangeOf(secondLate) }).check();

  await showMonth(page, today);
  const todayRow = page.locator('li[aria-current="date"]');
  const todays = plan.planv2.find((day) => day.date === today);
  if (!todays) throw new Error('today is not in the plan');
  await expect(todayRow).toContainText('Today');
  await expect(todayRow.getByRole('checkbox', { name: rangeOf(todays) })).not.toBeChecked();
  await page.screenshot({ path: `screenshots/plan-checklist-${testInfo.project.name}.png`, fullPage: true });

  await page.reload();
  await expect(lateDialog).toBeVisible();
  await lateDialog.getByRole('button', { name: 'Not now' }).click();
  await showMonth(page, firstLate.date);
  await expect(page.getByRole('checkbox', { name: rangeOf(firstLate) })).toBeChecked();
  await showMonth(page, secondLate.date);
  await expect(page.getByRole('checkbox', { name: rangeOf(secondLate) })).toBeChecked();
  await expect(page.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuenow', '9.8');

  await page.reload();
  await lateDialog.getByRole('button', { name: 'Replan from today' }).click();
  await expect(lateDialog).toBeHidden();
  await expect(page.getByRole('img', { name: /Plan calendar: 5 days read, 0 late/ })).toBeVisible();
  const replanned = await storedPlan(page);
  expect(replanned.delays).toBe(1);
  const unread = replanned.planv2.filter((day) => !day.read);
  expect(unread[0]?.date).toBe(today);
  expect(unread.every((day) => day.date >= today)).toBe(true);
  expect(unread[0]?.readingStart).toEqual(plan.planv2[5]?.readingStart);
  await expect(page.getByRole('heading', { level: 2, name: monthOf(today) })).toBeVisible();
  await expect(page.locator('li[aria-current="date"]').getByRole('checkbox')).toHaveAccessibleName(
    rangeOf(unread[0] as LocalPlanV2['planv2'][number]),
  );
});

test('a signed-in person’s device plan is posted to the server and ticks reach it', async ({
  page,
  request,
  browser,
}) => {
  const email = `checklist-${Date.now()}@example.com`;
  const registered = await request.post('/api/auth/register', {
    data: { name: 'Checklist Reader', email, password: 'secret-123' },
  });
  expect(registered.ok()).toBe(true);
  const session = (await registered.json()) as { user: unknown; token: string };
  const headers = { authorization: `Bearer ${session.token}` };
  const plan = buildPlan({ readDays: 10, trackDelays: false });
  await seedDevice(page, { session: { user: session.user, token: session.token }, planv2: plan });

  await page.goto('/plano');
  await expect(page.getByRole('heading', { level: 1, name: 'Your reading plan' })).toBeVisible();
  const serverPlans = async () =>
    (
      (await (await request.get('/api/plan', { headers })).json()) as {
        plans: { _id: string; readingCalendar: { date: string; read: boolean }[] }[];
      }
    ).plans;
  await expect.poll(async () => (await serverPlans()).length).toBe(1);
  const [posted] = await serverPlans();
  expect(posted?.readingCalendar).toHaveLength(plan.planv2.length);
  expect(posted?.readingCalendar.filter((day) => day.read)).toHaveLength(10);
  await expect.poll(async () => (await storedPlan(page)).planId).toBe(posted?._id);

  await showMonth(page, today);
  const todays = plan.planv2.find((day) => day.date === today);
  if (!todays) throw new Error('today is not in the plan');
  await page.getByRole('checkbox', { name: rangeOf(todays) }).check();
  await expect
    .poll(async () => (await serverPlans())[0]?.readingCalendar.find((day) => day.date === today)?.read)
    .toBe(true);

  // Another device signed into the same account, with nothing of its own, sees the same marks.
  const otherDevice = await browser.newContext({ locale: 'en-US' });
  const otherPage = await otherDevice.newPage();
  await seedDevice(otherPage, { session: { user: session.user, token: session.token } });
  await otherPage.goto('/plan');
  await showMonth(otherPage, today);
  await expect(otherPage.getByRole('checkbox', { name: rangeOf(todays) })).toBeChecked();
  await expect.poll(async () => (await storedPlan(otherPage))?.planv2.filter((day) => day.read).length).toBe(11);
  await otherDevice.close();
});
