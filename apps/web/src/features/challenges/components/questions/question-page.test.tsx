import { WRONG_ANSWER_HIGHLIGHT_MS } from '@bible-journey/core';
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
  RANKING_ID,
} from '../../test/screen-fixtures.ts';
import { setUpScreenTests } from '../../test/screen-test.ts';

let api: FakeApi;
const path = `/challenge/${CHALLENGE_ID}/question/${QUESTION_ID}`;

setUpScreenTests([path], (fake) => {
  api = fake;
});

describe('QuestionPage, a participant', () => {
  afterEach(() => {
    vi.useRealTimers();
  });
  beforeEach(() => {
    answerChallenge(api, false);
    api.answer('GET /challenge/ranking/user/id', { rankingId: RANKING_ID });
  });

  async function answerWith(alternative: string) {
    const group = await screen.findByRole('radiogroup', { name: 'Who led Israel out of Egypt?' });
    fireEvent.click(within(group).getByRole('radio', { name: alternative }));
    fireEvent.click(screen.getByRole('button', { name: 'Answer' }));
  }

  it('asks to choose an alternative before answering', async () => {
    api.answer(`GET /challenge/participant/question/${QUESTION_ID}`, { question: participantQuestion() });
    renderChallenges(path);
    expect(await screen.findByText('A right answer earns 3 points.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Answer' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Choose an answer');
    expect(api.calls('POST', '/challenge/question/answer')).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe(
      `/challenge/${CHALLENGE_ID}/questions`,
    );
  });

  it('sends the chosen alternative with the member, and a right answer shows its points', async () => {
    api.answer(`GET /challenge/participant/question/${QUESTION_ID}`, { question: participantQuestion() });
    api.answer('POST /challenge/question/answer', { answerIsCorrect: true, answer: 'Moses', alreadyAnswered: false });
    renderChallenges(path);
    await answerWith('Moses');
    expect((await screen.findByRole('status')).textContent).toBe('Well done! You got it right and earned 3 points.');
    const [call] = api.calls('POST', '/challenge/question/answer');
    expect(call?.body).toEqual({ questionId: QUESTION_ID, userAnswer: 'Moses', rankingId: RANKING_ID });
    expect(call?.headers).toMatchObject({ challenge_id: CHALLENGE_ID });
    expect(screen.getByText('Moses').closest('li')?.textContent).toBe('Moses✓ right answeryour answer');
  });

  it('offers the alternatives as one radio group of whole-card choices, each reachable by keyboard', async () => {
    api.answer(`GET /challenge/participant/question/${QUESTION_ID}`, { question: participantQuestion() });
    renderChallenges(path);
    const group = await screen.findByRole('radiogroup', { name: 'Who led Israel out of Egypt?' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('aria-label') ?? radio.closest('label')?.textContent)).toEqual([
      'Moses',
      'David',
      'Elijah',
    ]);
    // Native radios of one name: Tab reaches the group, the arrows move between its choices.
    expect(new Set(radios.map((radio) => (radio as HTMLInputElement).name)).size).toBe(1);
    expect(radios.every((radio) => radio.tabIndex === 0 && !radio.hasAttribute('disabled'))).toBe(true);
    // The whole card is the choice's label: a tap on its words picks it.
    const card = screen.getByText('David').closest('label') as HTMLElement;
    expect(card.className).toMatch(/option/);
    fireEvent.click(screen.getByText('David'));
    expect((within(group).getByRole('radio', { name: 'David' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByText('Elijah'));
    expect((within(group).getByRole('radio', { name: 'David' }) as HTMLInputElement).checked).toBe(false);
  });

  it('a wrong answer names the right one; its highlight goes after 1 s (fake clock), the words stay', async () => {
    api.answer(`GET /challenge/participant/question/${QUESTION_ID}`, { question: participantQuestion() });
    api.answer('POST /challenge/question/answer', { answerIsCorrect: false, answer: 'Moses', alreadyAnswered: false });
    renderChallenges(path);
    fireEvent.click(await screen.findByRole('radio', { name: 'David' }));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(screen.getByRole('button', { name: 'Answer' }));
    // The answer arrives (the fake fetch answers without timers); the clock moves by 1 ms a look.
    for (let look = 0; look < 500 && !screen.queryByRole('status'); look += 1) {
      await act(() => vi.advanceTimersByTimeAsync(1));
    }
    expect(screen.getByRole('status').textContent).toBe('Not this time. The right answer is “Moses”.');
    const given = screen.getByText('David').closest('li') as HTMLElement;
    const right = screen.getByText('Moses').closest('li') as HTMLElement;
    expect(given.textContent).toBe('David✗ your answer');
    expect(given.className).toMatch(/optionWrong/);
    expect(right.textContent).toBe('Moses✓ right answer');
    expect(right.className).toMatch(/optionCorrect/);
    // The highlight's timer started with the answer shown: still red just before 1 s, gone at 1 s.
    await act(() => vi.advanceTimersByTimeAsync(WRONG_ANSWER_HIGHLIGHT_MS - 20));
    expect(given.className).toMatch(/optionWrong/);
    await act(() => vi.advanceTimersByTimeAsync(20));
    expect(given.className).not.toMatch(/optionWrong/);
    expect(given.textContent).toBe('David✗ your answer');
    expect(right.className).toMatch(/optionCorrect/);
    expect(screen.getByRole('status').textContent).toBe('Not this time. The right answer is “Moses”.');
  });

  it('a right answer marks it right, with its points, and nothing red', async () => {
    api.answer(`GET /challenge/participant/question/${QUESTION_ID}`, { question: participantQuestion() });
    api.answer('POST /challenge/question/answer', { answerIsCorrect: true, answer: 'Moses', alreadyAnswered: false });
    renderChallenges(path);
    await answerWith('Moses');
    expect((await screen.findByRole('status')).textContent).toBe('Well done! You got it right and earned 3 points.');
    expect(screen.getByText('Moses').closest('li')?.className).toMatch(/optionCorrect/);
    expect(document.querySelector('[class*="optionWrong"]')).toBeNull();
  });

  it('an answer given before (another day) shows no red highlight, only the words', async () => {
    api.answer(`GET /challenge/participant/question/${QUESTION_ID}`, { question: participantQuestion('David') });
    renderChallenges(path);
    expect(await screen.findByText('Not this time. The right answer is “Moses”.')).toBeTruthy();
    expect(screen.getByText('David').closest('li')?.textContent).toBe('David✗ your answer');
    expect(document.querySelector('[class*="optionWrong"]')).toBeNull();
  });

  it('says "already answered" when the server refuses a second answer, and shows the first one', async () => {
    let answered = false;
    api.reply(`GET /challenge/participant/question/${QUESTION_ID}`, () => ({
      body: { question: answered ? participantQuestion('Elijah') : participantQuestion() },
    }));
    api.reply('POST /challenge/question/answer', () => {
      answered = true;
      return { body: { answerIsCorrect: false, answer: 'Moses', alreadyAnswered: true } };
    });
    renderChallenges(path);
    await answerWith('Moses');
    expect(await screen.findByText("You've already answered this question.")).toBeTruthy();
    expect((await screen.findByText('Elijah')).closest('li')?.textContent).toBe('Elijah✗ your answer');
  });

  it('an answered question shows the answer given and the right one, with no form', async () => {
    api.answer(`GET /challenge/participant/question/${QUESTION_ID}`, { question: participantQuestion('Moses') });
    renderChallenges(path);
    expect(await screen.findByText('Well done! You got it right and earned 3 points.')).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Answer' })).toBeNull();
  });

  it('says the general error when the answer cannot be sent', async () => {
    api.answer(`GET /challenge/participant/question/${QUESTION_ID}`, { question: participantQuestion() });
    api.fail('POST /challenge/question/answer');
    renderChallenges(path);
    await answerWith('Moses');
    expect(await screen.findByText('Something went wrong, please try again')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Moses' })).toBeTruthy();
  });

  it('a question that no longer exists says so, with a way to the list', async () => {
    api.answer(`GET /challenge/participant/question/${QUESTION_ID}`, { message: 'No such question.' }, 404);
    renderChallenges(path);
    expect(await screen.findByRole('heading', { name: 'This question no longer exists' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the questions' }).getAttribute('href')).toBe(
      `/challenge/${CHALLENGE_ID}/questions`,
    );
  });

  it.each([
    ['pt', 'Responder', 'Muito bem! Você acertou e ganhou 3 pontos.'],
    ['id', 'Jawab', 'Hebat! Jawaban Anda benar dan Anda mendapat 3 poin.'],
    ['pl', 'Odpowiedz', 'Brawo! To dobra odpowiedź: zdobywasz 3 punkty.'],
  ])('speaks %s', async (language, answerLabel, outcome) => {
    await setupTestI18n(language);
    api.answer(`GET /challenge/participant/question/${QUESTION_ID}`, { question: participantQuestion() });
    api.answer('POST /challenge/question/answer', { answerIsCorrect: true, answer: 'Moses', alreadyAnswered: false });
    renderChallenges(path);
    fireEvent.click(await screen.findByRole('radio', { name: 'Moses' }));
    fireEvent.click(screen.getByRole('button', { name: answerLabel }));
    expect((await screen.findByRole('status')).textContent).toBe(outcome);
  });
});

describe('QuestionPage, the leader', () => {
  beforeEach(() => answerChallenge(api, true));

  it('shows the right answer, the points and answers, and a way to edit', async () => {
    api.answer(`GET /challenge/owner/question/${QUESTION_ID}`, { question: ownerQuestion() });
    renderChallenges(path);
    const alternatives = await screen.findByRole('list', { name: 'Alternatives' });
    expect(
      within(alternatives)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Moses✓ right answer', 'David', 'Elijah']);
    expect(screen.getByText('Points').nextSibling?.textContent).toBe('3');
    expect(screen.getByText('Answers').nextSibling?.textContent).toBe('4');
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(`${path}/edit`);
    expect(screen.queryByRole('radio')).toBeNull();
    expect(api.calls('GET', `/challenge/participant/question/${QUESTION_ID}`)).toHaveLength(0);
  });

  it('deletes after asking, says so and goes to the list', async () => {
    api.answer(`GET /challenge/owner/question/${QUESTION_ID}`, { question: ownerQuestion() });
    api.answer(`DELETE /challenge/questions/delete/${QUESTION_ID}`, { success: true });
    const view = renderChallenges(path);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this question?' });
    expect(api.calls('DELETE', `/challenge/questions/delete/${QUESTION_ID}`)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete question' }));
    expect(await screen.findByText('Question deleted')).toBeTruthy();
    expect(view.location).toBe(`/challenge/${CHALLENGE_ID}/questions`);
    expect(api.calls('DELETE', `/challenge/questions/delete/${QUESTION_ID}`)).toHaveLength(1);
  });

  it('cancelling the deletion deletes nothing', async () => {
    api.answer(`GET /challenge/owner/question/${QUESTION_ID}`, { question: ownerQuestion() });
    const view = renderChallenges(path);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await act(async () => undefined);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls('DELETE', `/challenge/questions/delete/${QUESTION_ID}`)).toHaveLength(0);
    expect(view.location).toBe(path);
  });

  it('a failed deletion says the general error and stays', async () => {
    api.answer(`GET /challenge/owner/question/${QUESTION_ID}`, { question: ownerQuestion() });
    api.answer(`DELETE /challenge/questions/delete/${QUESTION_ID}`, { message: 'down' }, 500);
    const view = renderChallenges(path);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete question' }));
    expect(await screen.findByText('Something went wrong, please try again')).toBeTruthy();
    expect(view.location).toBe(path);
  });
});
