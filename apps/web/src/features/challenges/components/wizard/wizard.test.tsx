import { addDays, defaultEndDate, todayIso } from '@bible-journey/core';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeApi, stubApi } from '../../../../test/fake-fetch.ts';
import { setupTestI18n } from '../../../../test/i18n.ts';
import { singleChallenge, subscription } from '../../test/challenge-fixtures.ts';
import { FIRST_LOAD, renderChallenges, resetChallengeTest, signIn } from '../../test/render-challenges.tsx';
import { initialWizardState, type WizardState, withDates } from './wizard-state.ts';

let api: FakeApi;
beforeAll(async () => {
  await setupTestI18n();
});
beforeEach(() => {
  api = stubApi();
  api.answer('GET /premium', { premiumAccess: subscription });
});
afterEach(async () => {
  cleanup();
  resetChallengeTest();
  api.restore();
  await setupTestI18n('en');
});

const today = todayIso();
const keep = (change: Partial<WizardState>) =>
  sessionStorage.setItem('challenge-wizard', JSON.stringify({ ...initialWizardState(today), ...change }));
const named = { challengeTitle: 'Lent together', participants: ['bia@example.com', 'caio@example.com'] };
const landing = () => screen.findByRole('heading', { level: 1, name: 'Get your group into the Bible' }, FIRST_LOAD);
const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name }, FIRST_LOAD);

describe('Wizard redirects', () => {
  it('sends someone signed out to the landing page', async () => {
    const view = renderChallenges('/challenges/new/name');
    await landing();
    expect(view.location).toBe('/challenges/presentation');
  });

  it('sends someone without premium access to the landing page', async () => {
    signIn();
    api.answer('GET /premium', { premiumAccess: null });
    const view = renderChallenges('/challenges/new/name');
    await landing();
    expect(view.location).toBe('/challenges/presentation');
  });

  it('lets in someone back from a native purchase (?iosPurchase=true) before the server knows', async () => {
    signIn();
    api.answer('GET /premium', { premiumAccess: null });
    const view = renderChallenges('/challenges/new?iosPurchase=true');
    expect(await stepHeading('Name your challenge and invite your group')).toBeTruthy();
    expect(view.location).toBe('/challenges/new/name?iosPurchase=true');
  });

  it.each([
    ['a single challenge already used', { premiumAccess: singleChallenge(1) }, 200],
    ['a premium status that cannot be fetched', { message: 'down' }, 500],
  ])('asks to subscribe or buy for %s, then shows the prices', async (_, body, status) => {
    signIn();
    api.answer('GET /premium', body, status);
    const view = renderChallenges('/challenges/new/name');
    const dialog = await screen.findByRole('dialog', { name: 'Premium access needed' }, FIRST_LOAD);
    expect(within(dialog).getByText('Subscribe or buy a new challenge to be able to create it.')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Challenge name' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(view.location).toBe('/challenges/presentation#start-now'));
  });

  it.each(['/challenges/new/dates', '/challenges/new/reading'])(
    '%s leads to the name step until it is done',
    async (path) => {
      signIn();
      const view = renderChallenges(path);
      expect(await stepHeading('Name your challenge and invite your group')).toBeTruthy();
      expect(view.location).toBe('/challenges/new/name');
    },
  );
});

describe('Wizard step 1: name and participants', () => {
  beforeEach(() => signIn());

  it('marks the current step of three and leads back to the list', async () => {
    renderChallenges('/challenges/new/name');
    await stepHeading('Name your challenge and invite your group');
    const steps = within(screen.getByRole('navigation', { name: 'Steps' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      '1Step 1 of 3: Name',
      '2Step 2 of 3: Dates',
      '3Step 3 of 3: Reading',
    ]);
    expect(steps[0]?.getAttribute('aria-current')).toBe('step');
    expect(steps[1]?.hasAttribute('aria-current')).toBe(false);
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/challenges');
  });

  it('asks for the name and two e-mails, each message clearing on change', async () => {
    const user = userEvent.setup();
    renderChallenges('/challenges/new/name');
    await stepHeading('Name your challenge and invite your group');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const name = screen.getByRole('textbox', { name: 'Challenge name' });
    expect(await screen.findByText('Enter the challenge name')).toBeTruthy();
    expect(screen.getByText('Please enter at least two e-mails')).toBeTruthy();
    expect(document.activeElement).toBe(name);
    await user.type(name, 'L');
    expect(screen.queryByText('Enter the challenge name')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Enter a longer challenge name')).toBeTruthy();
    await user.type(screen.getByLabelText("Participants' e-mail addresses"), 'bia@example.com{Enter}');
    expect(screen.queryByText('Please enter at least two e-mails')).toBeNull();
  });

  it('lets the messages go after 3 s', async () => {
    renderChallenges('/challenges/new/name');
    await stepHeading('Name your challenge and invite your group');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Enter the challenge name')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Enter the challenge name')).toBeNull(), { timeout: 4000 });
  });

  it('goes on with Enter once the name and two e-mails are in, keeping them', async () => {
    const user = userEvent.setup();
    const view = renderChallenges('/challenges/new/name');
    await stepHeading('Name your challenge and invite your group');
    const emails = screen.getByLabelText("Participants' e-mail addresses");
    await user.type(emails, 'bia@example.com{Enter}caio@example.com{Enter}');
    await user.type(screen.getByRole('textbox', { name: 'Challenge name' }), '  Lent together {Enter}');
    expect(await stepHeading('When does the challenge take place?')).toBeTruthy();
    expect(view.location).toBe('/challenges/new/dates');
    expect(JSON.parse(sessionStorage.getItem('challenge-wizard') ?? '{}')).toMatchObject(named);
  });

  it('keeps what was typed across a reload of the tab', async () => {
    keep(named);
    renderChallenges('/challenges/new/name');
    await stepHeading('Name your challenge and invite your group');
    expect(screen.getByRole('textbox', { name: 'Challenge name' })).toHaveProperty('value', 'Lent together');
    expect(screen.getByRole('button', { name: 'Remove caio@example.com' })).toBeTruthy();
  });

  it.each([
    ['pt', 'Digite o nome do desafio', 'Avançar'],
    ['id', 'Masukkan nama tantangan', 'Lanjut'],
    ['pl', 'Wpisz nazwę wyzwania', 'Dalej'],
  ])('speaks %s', async (language, required, next) => {
    await setupTestI18n(language);
    renderChallenges('/challenges/new/name');
    fireEvent.click(await screen.findByRole('button', { name: next }, FIRST_LOAD));
    expect(await screen.findByText(required)).toBeTruthy();
  });
});

describe('Wizard step 2: dates', () => {
  beforeEach(() => signIn());

  it('starts today and ends a year of reading later (decision 0006), and goes on to the reading', async () => {
    keep(named);
    const view = renderChallenges('/challenges/new/dates');
    await stepHeading('When does the challenge take place?');
    const steps = within(screen.getByRole('navigation', { name: 'Steps' })).getAllByRole('listitem');
    expect(steps[1]?.getAttribute('aria-current')).toBe('step');
    expect(
      within(steps[0] as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toBe('/challenges/new/name');
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/challenges/new/name');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await stepHeading('What will the group read?')).toBeTruthy();
    expect(view.location).toBe('/challenges/new/reading');
    const { plan } = JSON.parse(sessionStorage.getItem('challenge-wizard') ?? '{}') as WizardState;
    expect([plan.startDate, plan.endDate]).toEqual([today, defaultEndDate(today)]);
    // The reading that fits a year: the whole Bible.
    expect([plan.startReading, plan.endReading]).toEqual([
      { bookIndex: 0, chapter: 1 },
      { bookIndex: 65, chapter: 22 },
    ]);
  });

  it('refuses an end before the start', async () => {
    keep({ ...named, plan: { ...initialWizardState(today).plan, startDate: addDays(today, 5), endDate: today } });
    const view = renderChallenges('/challenges/new/dates');
    await stepHeading('When does the challenge take place?');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('The start date must not be after the end date.')).toBeTruthy();
    expect(view.location).toBe('/challenges/new/dates');
  });
});

describe('Wizard step 3: reading and creation', () => {
  beforeEach(() => {
    signIn();
    keep(named);
  });

  it('creates the challenge with its plan, then opens adding participants', async () => {
    api.answer('POST /challenges/add', { challenge: { _id: 'new-1' } });
    const view = renderChallenges('/challenges/new/reading');
    await stepHeading('What will the group read?');
    expect(screen.getByRole('combobox', { name: 'Reading order' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create challenge' }));
    await waitFor(() => expect(view.location).toBe('/challenge/new-1/participants/add?isNew=true'));
    const [call] = api.calls('POST', '/challenges/add');
    const body = call?.body as Record<string, unknown> & {
      plan: { readingCalendar: { date: string }[]; planType: number };
    };
    expect(body).toMatchObject({
      challengeTitle: 'Lent together',
      participants: ['bia@example.com', 'caio@example.com'],
      startDate: today,
      finishDate: defaultEndDate(today),
      owner_name: 'Ana Souza',
      includeLeaders: false,
    });
    expect(body.plan.planType).toBe(0);
    expect(body.plan.readingCalendar.at(-1)?.date).toBe(defaultEndDate(today));
    expect(body.plan.readingCalendar[0]?.date).toBe(today);
    expect(sessionStorage.getItem('challenge-wizard')).toBeNull();
  });

  it('ends the challenge on the plan’s last day when planned by a number of days', async () => {
    api.answer('POST /challenges/add', { challenge: { _id: 'new-2' } });
    const user = userEvent.setup();
    renderChallenges('/challenges/new/reading');
    await stepHeading('What will the group read?');
    await user.click(screen.getByRole('button', { name: 'More options' }));
    await user.click(screen.getByRole('button', { name: /number of days/i }));
    const days = screen.getByRole('spinbutton');
    await user.clear(days);
    await user.type(days, '10');
    await user.click(screen.getByRole('button', { name: 'Create challenge' }));
    await waitFor(() => expect(api.calls('POST', '/challenges/add')).toHaveLength(1));
    const body = api.calls('POST', '/challenges/add')[0]?.body as { finishDate: string; plan: { planType: number } };
    expect(body.plan.planType).toBe(2);
    expect(body.finishDate).toBe(addDays(today, 9));
  });

  it('says the general error when creating fails, staying on the step', async () => {
    api.answer('POST /challenges/add', { message: 'down' }, 500);
    const view = renderChallenges('/challenges/new/reading');
    await stepHeading('What will the group read?');
    fireEvent.click(screen.getByRole('button', { name: 'Create challenge' }));
    expect(await screen.findByText('Something went wrong, please try again')).toBeTruthy();
    expect(view.location).toBe('/challenges/new/reading');
    expect(screen.getByRole('button', { name: 'Create challenge' })).toHaveProperty('disabled', false);
  });

  it('keeps at least one reading day', async () => {
    renderChallenges('/challenges/new/reading');
    await stepHeading('What will the group read?');
    const days = within(screen.getByRole('group')).getAllByRole('button');
    for (const day of days) await act(async () => fireEvent.click(day));
    expect(days.filter((day) => day.getAttribute('aria-pressed') === 'true')).toHaveLength(1);
  });
});

describe('Wizard reading load', () => {
  beforeEach(() => signIn());

  it('starts a month with a reading that fits it, and says what a day asks', async () => {
    keep({ ...named, plan: withDates(initialWizardState(today).plan, today, addDays(today, 29)) });
    renderChallenges('/challenges/new/reading');
    await stepHeading('What will the group read?');
    // The New Testament in 30 days: 260 chapters, about 8.7 a day.
    expect(await screen.findByText(/^About 8\.7 chapters and \d+ minutes of reading a day$/)).toBeTruthy();
    expect(screen.queryByText('Some days would take more than an hour')).toBeNull();
  });

  it('warns before a day of more than an hour, as the personal plan does', async () => {
    const { plan } = initialWizardState(today);
    keep({ ...named, plan: { ...plan, endDate: addDays(today, 29) } });
    renderChallenges('/challenges/new/reading');
    await stepHeading('What will the group read?');
    expect(await screen.findByText('Some days would take more than an hour')).toBeTruthy();
    expect(screen.getByText(/^About 39\.6 chapters/)).toBeTruthy();
  });

  it('fits the reading to new dates unless the leader chose one', () => {
    const { plan } = initialWizardState(today);
    expect(plan.startReading).toEqual({ bookIndex: 0, chapter: 1 });
    const month = withDates(plan, today, addDays(today, 29));
    expect(month.startReading).toEqual({ bookIndex: 39, chapter: 1 });
    const week = withDates(month, today, addDays(today, 6));
    expect(week.startReading.bookIndex).toBeGreaterThanOrEqual(39);
    expect(withDates(week, today, addDays(today, 364)).startReading).toEqual({ bookIndex: 0, chapter: 1 });
    const psalms = {
      ...plan,
      startReading: { bookIndex: 18, chapter: 1 },
      endReading: { bookIndex: 18, chapter: 150 },
    };
    expect(withDates(psalms, today, addDays(today, 364))).toMatchObject({
      startReading: psalms.startReading,
      endReading: psalms.endReading,
    });
  });
});
