import { addDays, buildReadingCalendar, type ChapterRef, formatReadingRange, todayIso } from '@bible-journey/core';
import { linkIn } from '@bible-journey/test-support/smtp-inbox';
import type { Browser, Page } from '@playwright/test';
import { E2E_ADMIN_TOKEN } from '../support/admin.ts';
import { apiAt, type Session, uniqueEmail } from '../support/api.ts';
import { expect as baseExpect, suiteServer, test } from '../support/suite.ts';

// The whole challenge journey of issue 12, as people meet it, with mail over real SMTP: a leader (premium granted by the admin API) creates a challenge with
// the wizard and invites two people by e-mail; Bia, who has an account, accepts in the invite modal;
// Caio, who has none, follows the link in his mail, signs up on the invite page and accepts. Bia ticks two
// days, Caio answers the leader's question; the ranking's podium and tabs agree, and the leader's
// progress view puts Caio, who hasn't read yet, first.

test.use({ locale: 'en-US' });
test.describe.configure({ mode: 'serial', timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

interface CopyDay {
  date: string;
  readingStart: ChapterRef;
  readingEnd: ChapterRef;
}

// The worker's server, which mails over SMTP (support/suite.ts).
const base = () => suiteServer().base;

const call = apiAt(base);

/** Someone with an account of their own, on the worker's server. */
const registerPerson = (name: string, label: string, project: string) =>
  call<Session>('/auth/register', {
    method: 'POST',
    body: { name, email: uniqueEmail(label, project), password: 'secret-1' },
  });

/** A leader with premium, granted by the admin API. */
const grantPremium = (leader: Session) =>
  call('/admin/premium', {
    method: 'POST',
    token: E2E_ADMIN_TOKEN,
    body: { email: leader.user.email, type: 'subscription' },
  });

/**
 * A browser of the person's own (signed in when a session is given), online, with no service worker;
 * a 360 px touch screen on the phone project.
 */
async function openBrowser(browser: Browser, session?: Session): Promise<Page> {
  const onPhone = test.info().project.name === 'phone';
  const context = await browser.newContext({
    baseURL: base(),
    locale: 'en-US',
    serviceWorkers: 'block',
    ...(onPhone ? { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true } : {}),
  });
  await context.grantPermissions(['notifications']);
  if (session) {
    await context.addInitScript((stored) => {
      if (!localStorage.getItem('session')) localStorage.setItem('session', stored);
    }, JSON.stringify(session));
  }
  return context.newPage();
}

test('a leader invites two people by e-mail; they accept, read and answer; the ranking and the progress view agree', async ({
  browser,
}, testInfo) => {
  const project = testInfo.project.name;
  const title = `Genesis with friends ${Math.floor(Math.random() * 1000)}`;
  const leader = await call<Session>('/auth/register', {
    method: 'POST',
    body: { name: 'Ana Leader', email: uniqueEmail('ana', project), password: 'secret-1' },
  });
  const bia = await call<Session>('/auth/register', {
    method: 'POST',
    body: { name: 'Bia Reader', email: uniqueEmail('bia', project), password: 'secret-1' },
  });
  const caioEmail = uniqueEmail('caio', project);
  await grantPremium(leader);

  // The leader creates the challenge with the wizard, inviting Bia (an account) and Caio (none yet).
  const leaderPage = await openBrowser(browser, leader);
  await leaderPage.goto('/challenges');
  await leaderPage.getByRole('button', { name: 'Create a challenge' }).click();
  await leaderPage.getByRole('textbox', { name: 'Challenge name' }).fill(title);
  const emails = leaderPage.getByLabel("Participants' e-mail addresses");
  for (const email of [bia.user.email, caioEmail]) {
    await emails.fill(email);
    await emails.press('Enter');
  }
  await leaderPage.getByRole('button', { name: 'Next' }).click();
  await expect(
    leaderPage.getByRole('heading', { level: 2, name: 'When does the challenge take place?' }),
  ).toBeVisible();
  await leaderPage.getByRole('button', { name: 'Next' }).click();
  await expect(leaderPage.getByRole('heading', { level: 2, name: 'What will the group read?' })).toBeVisible();
  await leaderPage.getByRole('button', { name: 'Create challenge' }).click();
  await expect(leaderPage).toHaveURL(/\/challenge\/[^/]+\/participants\/add\?isNew=true$/);
  const challengeId = new URL(leaderPage.url()).pathname.split('/')[2] ?? '';
  expect(challengeId).not.toBe('');

  // Each invitation arrives by mail, with the link to the challenge's invite page.
  const inviteLink = `${base()}/c/invite/${challengeId}`;
  for (const email of [bia.user.email, caioEmail]) {
    const mail = await suiteServer().inbox.waitFor(email, /An invitation to the Bible reading challenge/);
    expect(mail.subject).toBe(`An invitation to the Bible reading challenge “${title}”`);
    expect(mail.text).toContain('Ana Leader invited you');
    expect(linkIn(mail, `${base()}/c/invite/`)).toBe(inviteLink);
  }

  // Bia, signed in, is offered the invitation on the menu and accepts it.
  const biaPage = await openBrowser(browser, bia);
  await biaPage.goto('/menu');
  const offer = biaPage.getByRole('dialog', { name: 'Join this challenge?' });
  await expect(offer).toContainText(`Ana Leader invited you to “${title}”.`);
  await offer.getByRole('button', { name: 'Accept' }).click();
  await expect(biaPage).toHaveURL(new RegExp(`/challenge/${challengeId}/ranking`));

  // Caio follows the link in his mail and creates his account on the invite page.
  const caioPage = await openBrowser(browser);
  await caioPage.goto(inviteLink);
  await expect(caioPage.getByRole('heading', { level: 1, name: "You're invited to a challenge" })).toBeVisible();
  await expect(caioPage.getByText(title, { exact: true })).toBeVisible();
  await caioPage.getByLabel('Name').fill('Caio Newcomer');
  await caioPage.getByLabel('E-mail').fill(caioEmail);
  await caioPage.getByLabel('Password').fill('secret-1');
  await caioPage.getByRole('button', { name: 'Create account' }).click();
  // Signed in, he answers the invitation his mail was about.
  await caioPage.getByRole('button', { name: 'Accept' }).click();
  await expect(caioPage).toHaveURL(new RegExp(`/challenge/${challengeId}/ranking\\?isNewParticipant=true$`));

  const { participants, invitedUsers } = await call<{
    participants: { user: { email: string } }[];
    invitedUsers: unknown[];
  }>('/challenge/participants', { token: leader.token, headers: { challenge_id: challengeId } });
  expect(participants.map((person) => person.user.email).sort()).toEqual([bia.user.email, caioEmail].sort());
  expect(invitedUsers).toEqual([]);

  // Bia ticks her first two days in her copy of the plan; each tick shows its point.
  const { plan } = await call<{ plan: { readingCalendar: CopyDay[] } }>('/challenge/plan', {
    token: bia.token,
    headers: { challenge_id: challengeId },
  });
  const firstTwo = plan.readingCalendar
    .slice(0, 2)
    .map((day) => formatReadingRange(day.readingStart, day.readingEnd, 'en'));
  await biaPage.goto(`/challenge/${challengeId}/plan`);
  for (const reading of firstTwo) {
    await biaPage.getByRole('checkbox', { name: reading, exact: true }).check();
    await expect(biaPage.getByText('+1 point')).toBeVisible();
  }

  // The leader asks a question; Caio answers it right in the app.
  await call('/challenge/questions/add', {
    method: 'POST',
    token: leader.token,
    headers: { challenge_id: challengeId },
    body: { statement: 'Who built the ark?', alternatives: ['Noah', 'Abraham', 'Moses'], answer: 'Noah' },
  });
  await caioPage.goto(`/challenge/${challengeId}/questions`);
  await caioPage.getByRole('listitem').filter({ hasText: 'Who built the ark?' }).getByRole('link').click();
  await caioPage.getByRole('radio', { name: 'Noah' }).check();
  await caioPage.getByRole('button', { name: 'Answer' }).click();
  await expect(caioPage.getByRole('status').filter({ hasText: 'Well done!' })).toHaveText(
    'Well done! You got it right and earned 3 points.',
  );

  // The ranking, as Bia sees it: Caio's 3 question points ahead of her 2 readings; by reading, Bia leads.
  await biaPage.goto(`/challenge/${challengeId}/ranking`);
  // (Beside Caio's name, once the podium has shown it, Bia's tap to encourage him: 👏.)
  const places = biaPage.getByRole('list', { name: 'Podium' }).getByRole('listitem');
  await expect(places).toHaveText([/Place 1: Caio Newcomer(👏)?3 points/, /Place 2: Bia Reader \(you\)2 points/]);
  const tabs = biaPage.getByRole('tablist', { name: 'Rank by' });
  await tabs.getByRole('tab', { name: 'Reading' }).click();
  await expect(places).toHaveText([/Place 1: Bia Reader \(you\)/, /Place 2: Caio Newcomer(👏)?0%/]);
  await tabs.getByRole('tab', { name: 'Questions' }).click();
  await expect(places).toHaveText([/Place 1: Caio Newcomer(👏)?3 points/, /Place 2: Bia Reader \(you\)0 points/]);

  // The leader's progress view puts first the one who needs a word: Caio hasn't read yet.
  await leaderPage.goto(`/challenge/${challengeId}/configs/progress`);
  const entries = leaderPage.getByRole('article');
  await expect(entries).toHaveCount(2);
  await expect(entries.nth(0).getByRole('heading')).toHaveText('Caio Newcomer');
  await expect(entries.nth(0).getByRole('definition').nth(2)).toHaveText('Not yet');
  await expect(entries.nth(1).getByRole('heading')).toHaveText('Bia Reader');
  await expect(entries.nth(1).getByRole('definition').nth(2)).toHaveText('today');

  for (const page of [leaderPage, biaPage, caioPage]) await page.context().close();
});

test('an invitee with no plan of their own opens the app, finds two invitations, joins the second and keeps finding it', async ({
  browser,
}, testInfo) => {
  const project = testInfo.project.name;
  const register = (name: string, label: string) => registerPerson(name, label, project);
  const [leader, dora] = await Promise.all([register('Ana Leader', 'ana'), register('Dora Invitee', 'dora')]);
  await grantPremium(leader);
  const startDate = todayIso();
  const finishDate = addDays(startDate, 29);
  const readingCalendar = buildReadingCalendar({
    planType: 0,
    readingOrder: 'traditional',
    startDate,
    endDate: finishDate,
    startReading: { bookIndex: 0, chapter: 1 },
    endReading: { bookIndex: 0, chapter: 50 },
  });
  const [first, second] = ['Psalms at dawn', 'Acts in a month'] as const;
  const ids: string[] = [];
  for (const challengeTitle of [first, second]) {
    const { challenge } = await call<{ challenge: { _id: string } }>('/challenges/add', {
      method: 'POST',
      token: leader.token,
      body: {
        challengeTitle,
        participants: [dora.user.email, uniqueEmail('eli', project)],
        startDate,
        finishDate,
        owner_name: leader.user.name,
        plan: { readingCalendar, planType: 0 },
      },
    });
    ids.push(challenge._id);
  }

  // Dora opens the app (its start is /): no plan anywhere, two invitations: her challenges screen.
  const page = await openBrowser(browser, dora);
  await page.goto('/');
  await expect(page).toHaveURL(/\/challenges$/);
  const invitations = page.getByRole('region', { name: 'Invitations' });
  await expect(invitations.getByRole('listitem')).toHaveCount(2);
  await invitations
    .getByRole('listitem')
    .filter({ hasText: `Ana Leader invited you to “${second}”.` })
    .getByRole('button', { name: 'Accept' })
    .click();
  const ranking = new RegExp(`/challenge/${ids[1]}/ranking\\?isNewParticipant=true$`);
  await expect(page).toHaveURL(ranking);
  await expect(page.getByRole('heading', { level: 2, name: second })).toBeVisible();

  // Home offers her a plan of her own, with the bar that leads back to her challenge.
  const bar = page.getByRole('navigation', { name: 'Main' });
  await bar.getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/new$/);
  await bar.getByRole('link', { name: 'Challenges' }).click();
  const joined = page.getByRole('region', { name: 'Challenges you take part in' });
  await expect(joined.getByRole('link', { name: new RegExp(second) })).toBeVisible();
  await expect(invitations.getByRole('listitem')).toHaveText([new RegExp(first)]);

  // Opening the app again leads to the challenges, the joined one among them.
  await page.goto('/');
  await expect(page).toHaveURL(/\/challenges$/);
  await expect(joined.getByRole('link', { name: new RegExp(second) })).toBeVisible();
  await page.context().close();
});

test('a late joiner starts on the group’s reading of today, and the server keeps it', async ({ browser }, testInfo) => {
  const project = testInfo.project.name;
  const register = (name: string, label: string) => registerPerson(name, label, project);
  const [leader, fabio] = await Promise.all([register('Ana Leader', 'ana'), register('Fábio Late', 'fabio')]);
  await grantPremium(leader);
  // Begun four days ago: a chapter a day of Genesis, delays tracked.
  const startDate = addDays(todayIso(), -4);
  const readingCalendar = buildReadingCalendar({
    planType: 2,
    readingOrder: 'traditional',
    startDate,
    quantityOfDays: 10,
    startReading: { bookIndex: 0, chapter: 1 },
    endReading: { bookIndex: 0, chapter: 10 },
  });
  const { challenge } = await call<{ challenge: { _id: string } }>('/challenges/add', {
    method: 'POST',
    token: leader.token,
    body: {
      challengeTitle: 'Genesis together',
      participants: [fabio.user.email, uniqueEmail('gil', project)],
      startDate,
      finishDate: readingCalendar.at(-1)?.date,
      owner_name: leader.user.name,
      plan: { readingCalendar, planType: 2, quantityOfDays: 10 },
    },
  });
  await call('/challenge/join', { method: 'PUT', token: fabio.token, headers: { challenge_id: challenge._id } });

  const page = await openBrowser(browser, fabio);
  await page.goto(`/challenge/${challenge._id}/plan`);
  const dialog = page.getByRole('dialog', { name: 'You are behind on your reading' });
  await dialog.getByRole('radio', { name: 'Start with the group today' }).check();
  await expect(dialog.getByText('4 missed readings leave your plan, without points')).toBeVisible();
  await dialog.getByRole('button', { name: 'Replan from today' }).click();
  await expect(dialog).toBeHidden();
  const today = page.getByRole('region', { name: 'Today' });
  await expect(today.getByText('Gen 5', { exact: true })).toBeVisible();
  await expect(today.getByText('Day 1 of 6')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Catch up' })).toHaveCount(0);

  // The server holds the copy as it now is: on another device nothing is behind either.
  await expect
    .poll(async () => {
      const { plan } = await call<{ plan: { readingCalendar: unknown[] } }>('/challenge/plan', {
        token: fabio.token,
        headers: { challenge_id: challenge._id },
      });
      return plan.readingCalendar.length;
    })
    .toBe(6);
  const other = await openBrowser(browser, fabio);
  await other.goto(`/challenge/${challenge._id}/plan`);
  await expect(other.getByRole('region', { name: 'Today' }).getByText('Gen 5', { exact: true })).toBeVisible();
  await expect(other.getByRole('button', { name: 'Catch up' })).toHaveCount(0);
  await expect(other.getByRole('dialog')).toHaveCount(0);
});

test('a leader’s join code, typed by someone signed in on /challenges, opens the invite page; accepting opens the ranking', async ({
  browser,
}, testInfo) => {
  const project = testInfo.project.name;
  const register = (name: string, label: string) => registerPerson(name, label, project);
  const [leader, fay] = await Promise.all([register('Ana Leader', 'ana'), register('Fay Reader', 'fay')]);
  await grantPremium(leader);
  const startDate = todayIso();
  const finishDate = addDays(startDate, 9);
  const readingCalendar = buildReadingCalendar({
    planType: 0,
    readingOrder: 'traditional',
    startDate,
    endDate: finishDate,
    startReading: { bookIndex: 18, chapter: 1 },
    endReading: { bookIndex: 18, chapter: 20 },
  });
  const ids: string[] = [];
  for (const challengeTitle of ['Proverbs together', 'Psalms in ten days']) {
    const { challenge } = await call<{ challenge: { _id: string } }>('/challenges/add', {
      method: 'POST',
      token: leader.token,
      body: {
        challengeTitle,
        participants: [uniqueEmail('gil', project), uniqueEmail('hana', project)],
        startDate,
        finishDate,
        owner_name: leader.user.name,
        plan: { readingCalendar, planType: 0 },
      },
    });
    ids.push(challenge._id);
  }
  const [, psalms] = ids as [string, string];
  // Fay already takes part in the leader's other challenge: /challenges is her list.
  await call('/challenge/join', { method: 'PUT', token: fay.token, headers: { challenge_id: ids[0] as string } });

  // The leader finds the code in the settings, beside the link's QR code.
  const leaderPage = await openBrowser(browser, leader);
  await leaderPage.goto(`/challenge/${psalms}/configs`);
  const card = leaderPage.getByRole('region', { name: 'Invite link' });
  await expect(card.getByRole('img', { name: 'QR code of the invite link to “Psalms in ten days”' })).toBeVisible();
  const code = (await card.getByText(/^[A-Z2-9]{4} [A-Z2-9]{4}$/).textContent()) ?? '';

  // Fay types what she heard, in lower case without the space.
  const page = await openBrowser(browser, fay);
  await page.goto('/challenges');
  await page.getByRole('button', { name: 'Have a join code?' }).click();
  await page.getByLabel('Join code').fill(code.replace(' ', '').toLowerCase());
  await page.getByRole('button', { name: 'Open the invitation' }).click();
  await expect(page).toHaveURL(new RegExp(`/c/invite/${psalms}$`));
  const details = page.getByRole('region', { name: 'Psalms in ten days', exact: true });
  await expect(details).toContainText('Led by Ana Leader');
  await expect(details).toContainText('Psalms 1–20');
  await expect(details).toContainText('About 2 chapters and');
  await page.getByRole('button', { name: 'Accept' }).click();
  await expect(page).toHaveURL(new RegExp(`/challenge/${psalms}/ranking\\?isNewParticipant=true$`));
  for (const opened of [leaderPage, page]) await opened.context().close();
});
