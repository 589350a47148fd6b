import type { Plan } from '@bible-journey/contract';
import { addDays, buildReadingCalendar, todayIso } from '@bible-journey/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FakeApi } from '../../../../test/fake-fetch.ts';
import { setupTestI18n } from '../../../../test/i18n.ts';
import { renderChallenges } from '../../test/render-challenges.tsx';
import { answerChallenge, CHALLENGE_ID, challengeAnswer } from '../../test/screen-fixtures.ts';
import { setUpScreenTests } from '../../test/screen-test.ts';

let api: FakeApi;
const path = `/challenge/${CHALLENGE_ID}/configs/plan/edit`;
setUpScreenTests([path, `/challenge/${CHALLENGE_ID}/configs`], (fake) => {
  api = fake;
});

const TEMPLATE_ID = challengeAnswer(true).challenge.planTemplate as string;

/** The leader's copy: 20 days of the chronological order from today, Sundays off, by number of days. */
function leaderCopy(): Plan {
  const days = buildReadingCalendar({
    planType: 2,
    quantityOfDays: 20,
    readingOrder: 'chronological',
    startDate: todayIso(),
    startReading: { bookIndex: 0, chapter: 1 },
    endReading: { bookIndex: 0, chapter: 40 },
    blockedWeekDays: [0],
  });
  return {
    _id: '1e2f3a4b-5c6d-4e7f-8a9b-0c1d2e3f4a5b',
    readingCalendar: days.map((day, index) => ({
      ...day,
      id: `day-${index}`,
      read: index < 2,
      readChangedAt: null,
    })),
    shouldTrackDelays: true,
    blockedWeekDays: [0],
    type: 2,
    planType: 2,
    chaptersPerDay: 3,
    quantityOfDays: 20,
    readingOrder: 'chronological',
    delays: 0,
    updatedAt: '2026-01-01T00:00:00.000Z',
    revision: 3,
  };
}

describe('PlanEditPage', () => {
  /** The preview of an edit: `changed` participants with read days that change, `losing` who lose points. */
  const answerPreview = (changed = 0, losing = 0) =>
    api.answer('POST /challenge/plan/preview', {
      days: 20,
      chapters: 61,
      fewestChaptersADay: 3,
      mostChaptersADay: 4,
      membersWithChangedDays: changed,
      membersLosingPoints: losing,
    });
  const confirmEffect = async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Save this plan?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    return dialog;
  };

  it('starts from the leader’s plan and saves the template, saying participants keep what they read', async () => {
    answerPreview();
    answerChallenge(api, true);
    api.answer('GET /challenge/plan', { plan: leaderCopy() });
    api.reply('PUT /challenge/plan/update', () => ({ body: { plan: leaderCopy(), copiesFollowing: false } }));
    const view = renderChallenges(path);
    const order = (await screen.findByRole('combobox', { name: 'Reading order' })) as HTMLSelectElement;
    expect(order.value).toBe('chronological');
    expect(screen.getByRole('heading', { level: 1, name: 'Edit plan' })).toBeTruthy();
    expect(screen.getByText("Participants keep the chapters they've already read.")).toBeTruthy();
    expect((screen.getByRole('spinbutton') as HTMLInputElement).value).toBe('20');
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe(`/challenge/${CHALLENGE_ID}/configs`);
    fireEvent.click(screen.getByRole('button', { name: 'Save plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save this plan?' });
    expect(within(dialog).getByText('20 days, 3 to 4 chapters a day.')).toBeTruthy();
    expect(within(dialog).getByText("No participant's read days change.")).toBeTruthy();
    expect(api.calls('PUT', '/challenge/plan/update')).toHaveLength(0);
    expect(api.calls('POST', '/challenge/plan/preview')[0]?.body).toMatchObject({ newPlan: { quantityOfDays: 20 } });
    await confirmEffect();
    expect(await screen.findByText('Plan saved')).toBeTruthy();
    const [call] = api.calls('PUT', '/challenge/plan/update');
    const body = call?.body as {
      newPlan: Record<string, unknown> & { readingCalendar: unknown[] };
      planTemplateId: string;
    };
    expect(body.planTemplateId).toBe(TEMPLATE_ID);
    expect(body.newPlan).toMatchObject({ planType: 2, quantityOfDays: 20, readingOrder: 'chronological', delays: 0 });
    expect(body.newPlan.blockedWeekDays).toEqual([0]);
    expect(body.newPlan.readingCalendar).toHaveLength(20);
    expect(call?.headers).toMatchObject({ challenge_id: CHALLENGE_ID });
    await waitFor(() => expect(view.location).toBe(`/challenge/${CHALLENGE_ID}/configs`));
  });

  it('creates the first plan over the challenge’s dates, with no template to name', async () => {
    const startDate = addDays(todayIso(), 1);
    answerChallenge(api, true, { planTemplate: null, startDate, finishDate: addDays(startDate, 9) });
    api.answer('PUT /challenge/plan/update', { plan: leaderCopy(), copiesFollowing: false });
    renderChallenges(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Create the plan' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Save plan' }));
    expect(await screen.findByText('Plan saved')).toBeTruthy();
    expect(api.calls('GET', '/challenge/plan')).toHaveLength(0);
    expect(screen.queryByText("Participants keep the chapters they've already read.")).toBeNull();
    const body = api.calls('PUT', '/challenge/plan/update')[0]?.body as {
      newPlan: { planType: number; readingCalendar: { date: string }[] };
      planTemplateId: string | null;
    };
    expect(body.planTemplateId).toBeNull();
    expect(body.newPlan.planType).toBe(0);
    expect(body.newPlan.readingCalendar.map((day) => day.date)).toEqual(
      Array.from({ length: 10 }, (_, i) => addDays(startDate, i)),
    );
  });

  it('says when the participants’ plans are still following the edit (a large challenge)', async () => {
    answerChallenge(api, true);
    api.answer('GET /challenge/plan', { plan: leaderCopy() });
    api.answer('PUT /challenge/plan/update', { plan: leaderCopy(), copiesFollowing: true });
    answerPreview();
    const view = renderChallenges(path);
    fireEvent.click(await screen.findByRole('button', { name: 'Save plan' }));
    await confirmEffect();
    expect(
      await screen.findByText("Plan saved. Participants' plans are being updated and will be ready in a few minutes."),
    ).toBeTruthy();
    await waitFor(() => expect(view.location).toBe(`/challenge/${CHALLENGE_ID}/configs`));
  });

  it('a failed save says the general error and stays', async () => {
    answerChallenge(api, true);
    api.answer('GET /challenge/plan', { plan: leaderCopy() });
    api.answer('PUT /challenge/plan/update', { message: 'down' }, 500);
    answerPreview();
    const view = renderChallenges(path);
    fireEvent.click(await screen.findByRole('button', { name: 'Save plan' }));
    await confirmEffect();
    expect(await screen.findByText('Something went wrong, please try again')).toBeTruthy();
    expect(view.location).toBe(path);
  });

  it('tells the leader how many participants an edit touches, and Cancel saves nothing', async () => {
    answerChallenge(api, true);
    api.answer('GET /challenge/plan', { plan: leaderCopy() });
    answerPreview(3, 1);
    const view = renderChallenges(path);
    fireEvent.click(await screen.findByRole('button', { name: 'Save plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save this plan?' });
    expect(
      within(dialog).getByText(
        '3 participants have read days that will change. 1 of them will have fewer points until they finish those days.',
      ),
    ).toBeTruthy();
    expect(within(dialog).getByText(/Everyone keeps every chapter they've read/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls('PUT', '/challenge/plan/update')).toHaveLength(0);
    expect(view.location).toBe(path);
  });

  it('saves nothing when the preview cannot be had, with the general error', async () => {
    answerChallenge(api, true);
    api.answer('GET /challenge/plan', { plan: leaderCopy() });
    api.answer('POST /challenge/plan/preview', { message: 'down' }, 500);
    renderChallenges(path);
    fireEvent.click(await screen.findByRole('button', { name: 'Save plan' }));
    expect(await screen.findByText('Something went wrong, please try again')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls('PUT', '/challenge/plan/update')).toHaveLength(0);
  });

  it('says when the plan could not be loaded, with Try again', async () => {
    answerChallenge(api, true);
    api.answer('GET /challenge/plan', { message: 'down' }, 500);
    renderChallenges(path);
    expect((await screen.findByRole('alert')).textContent).toContain("We couldn't load the challenge's plan now");
  });

  it('is the leader’s', async () => {
    answerChallenge(api, false);
    renderChallenges(path);
    expect(await screen.findByRole('heading', { name: 'Only the leader can do this' })).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it.each([
    ['pt', 'Editar o plano', 'Salvar o plano', 'Os participantes mantêm os capítulos que já leram.'],
    ['id', 'Ubah rencana', 'Simpan rencana', 'Peserta tetap menyimpan pasal yang sudah mereka baca.'],
    ['pl', 'Edytuj plan', 'Zapisz plan', 'Uczestnicy zachowują rozdziały, które już przeczytali.'],
  ])('speaks %s', async (language, title, save, note) => {
    await setupTestI18n(language);
    answerChallenge(api, true);
    api.answer('GET /challenge/plan', { plan: leaderCopy() });
    renderChallenges(path);
    expect(await screen.findByRole('button', { name: save })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.getByText(note)).toBeTruthy();
  });
});
