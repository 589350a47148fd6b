import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FakeApi } from '../../../../test/fake-fetch.ts';
import { setupTestI18n } from '../../../../test/i18n.ts';
import { renderChallenges } from '../../test/render-challenges.tsx';
import {
  answerChallenge,
  CHALLENGE_ID,
  ownerQuestion,
  participantQuestion,
  QUESTION_ID,
} from '../../test/screen-fixtures.ts';
import { setUpScreenTests } from '../../test/screen-test.ts';

let api: FakeApi;
const path = `/challenge/${CHALLENGE_ID}/questions`;

setUpScreenTests([path], (fake) => {
  api = fake;
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('QuestionsPage, the leader', () => {
  beforeEach(() => answerChallenge(api, true));

  it('lists the questions from the owner endpoint with their points and answers, a way back and a way to add one', async () => {
    api.answer('GET /challenge/owner/questions', {
      questions: [
        ownerQuestion(),
        ownerQuestion({ _id: 'q2', statement: 'Who was the first king?', points: 1, answersCount: 1 }),
      ],
    });
    renderChallenges(path);
    const list = await screen.findByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual([
      'Who led Israel out of Egypt?3 points · 4 answers',
      'Who was the first king?1 point · 1 answer',
    ]);
    expect(
      within(items[0] as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toBe(`/challenge/${CHALLENGE_ID}/question/${QUESTION_ID}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Questions' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/challenges');
    expect(screen.getByRole('link', { name: 'Add a question' }).getAttribute('href')).toBe(
      `/challenge/${CHALLENGE_ID}/questions/add`,
    );
    expect(api.calls('GET', '/challenge/participant/questions')).toHaveLength(0);
    expect(api.calls('GET', '/challenge/owner/questions')[0]?.headers).toMatchObject({ challenge_id: CHALLENGE_ID });
  });

  it('shares a question through the share sheet with its own address', async () => {
    const share = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, share, canShare: () => true });
    api.answer('GET /challenge/owner/questions', { questions: [ownerQuestion()] });
    renderChallenges(path);
    fireEvent.click(await screen.findByRole('button', { name: 'Share the question: Who led Israel out of Egypt?' }));
    await act(async () => undefined);
    expect(share).toHaveBeenCalledWith({
      title: 'Lent together',
      text: 'Who led Israel out of Egypt?',
      url: `${location.origin}/challenge/${CHALLENGE_ID}/question/${QUESTION_ID}`,
    });
  });

  it('copies the address where there is no share sheet, and says so for 2 s', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    api.answer('GET /challenge/owner/questions', { questions: [ownerQuestion()] });
    renderChallenges(path);
    fireEvent.click(await screen.findByRole('button', { name: /Share the question/ }));
    expect(await screen.findByText('Link copied')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(`${location.origin}/challenge/${CHALLENGE_ID}/question/${QUESTION_ID}`);
  });

  it('with no question yet, says so and how questions work', async () => {
    api.answer('GET /challenge/owner/questions', { questions: [] });
    renderChallenges(path);
    expect(await screen.findByRole('heading', { name: 'No questions yet' })).toBeTruthy();
    expect(screen.getByText(/Whoever gets it right the first time earns its points/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add a question' })).toBeTruthy();
  });

  it('says when the list could not be loaded, and loads it again on Try again', async () => {
    api.answer('GET /challenge/owner/questions', { message: 'down' }, 500);
    renderChallenges(path);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading').textContent).toBe("We couldn't list the questions now");
    api.answer('GET /challenge/owner/questions', { questions: [ownerQuestion()] });
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Who led Israel/ })).toBeTruthy();
  });
});

describe('QuestionsPage, a participant', () => {
  beforeEach(() => answerChallenge(api, false));

  it('lists from the participant endpoint: right answers with +points and a check, wrong ones with a cross, in words too', async () => {
    api.answer('GET /challenge/participant/questions', {
      questions: [
        participantQuestion(),
        participantQuestion('Moses', { _id: 'q2', statement: 'Right one' }),
        participantQuestion('David', { _id: 'q3', statement: 'Wrong one' }),
      ],
    });
    renderChallenges(path);
    const items = within(await screen.findByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Who led Israel out of Egypt?3 points',
      'Right one+3 ✓Right answer, 3 points earned',
      'Wrong one✗Wrong answer',
    ]);
    expect(screen.queryByRole('link', { name: 'Add a question' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Share/ })).toBeNull();
    expect(api.calls('GET', '/challenge/owner/questions')).toHaveLength(0);
  });

  it('with no question yet, says the leader will write them', async () => {
    api.answer('GET /challenge/participant/questions', { questions: [] });
    renderChallenges(path);
    expect(await screen.findByRole('heading', { name: 'No questions yet' })).toBeTruthy();
    expect(screen.getByText('When your leader writes a question, it will show up here.')).toBeTruthy();
  });

  it('shows skeleton rows while the questions load', async () => {
    api.reply('GET /challenge/participant/questions', () => new Promise(() => undefined));
    renderChallenges(path);
    expect((await screen.findByRole('status')).textContent).toBe('Loading the questions…');
  });

  it.each([
    ['pt', 'Perguntas', '+3 ✓Resposta certa, 3 pontos ganhos', 'Nenhuma pergunta ainda'],
    ['id', 'Pertanyaan', '+3 ✓Jawaban benar, mendapat 3 poin', 'Belum ada pertanyaan'],
    ['pl', 'Pytania', '+3 ✓Dobra odpowiedź, zdobyte 3 punkty', 'Nie ma jeszcze pytań'],
  ])('speaks %s', async (language, title, mark, empty) => {
    await setupTestI18n(language);
    api.answer('GET /challenge/participant/questions', { questions: [participantQuestion('Moses')] });
    const view = renderChallenges(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect((await screen.findByRole('listitem')).textContent).toContain(mark);
    view.unmount();
    api.answer('GET /challenge/participant/questions', { questions: [] });
    renderChallenges(path);
    expect(await screen.findByRole('heading', { name: empty })).toBeTruthy();
  });
});
