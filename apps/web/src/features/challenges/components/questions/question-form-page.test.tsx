import { QUESTION_ADDED_MESSAGE_MS, QUESTIONS_PER_CHALLENGE_MAX } from '@bible-journey/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { snackbars } from '../../../../lib/snackbars/snackbar-store.ts';
import type { FakeApi } from '../../../../test/fake-fetch.ts';
import { setupTestI18n } from '../../../../test/i18n.ts';
import { renderChallenges } from '../../test/render-challenges.tsx';
import { answerChallenge, CHALLENGE_ID, ownerQuestion, QUESTION_ID } from '../../test/screen-fixtures.ts';
import { setUpScreenTests } from '../../test/screen-test.ts';

let api: FakeApi;
const addPath = `/challenge/${CHALLENGE_ID}/questions/add`;
const editPath = `/challenge/${CHALLENGE_ID}/question/${QUESTION_ID}/edit`;

setUpScreenTests(
  [addPath, editPath, `/challenge/${CHALLENGE_ID}/questions`, `/challenge/${CHALLENGE_ID}/question/${QUESTION_ID}`],
  (fake) => {
    api = fake;
  },
);
beforeEach(() => {
  answerChallenge(api, true);
});

const alternative = (number: number) =>
  screen.getByRole('textbox', { name: new RegExp(`^Alternative ${number}( |$)`) }) as HTMLInputElement;
const type = (element: Element, value: string) => fireEvent.change(element, { target: { value } });
const enter = (element: Element) => fireEvent.keyDown(element, { key: 'Enter' });

async function openAddForm() {
  renderChallenges(addPath);
  return (await screen.findByRole('textbox', { name: 'Question' })) as HTMLTextAreaElement;
}

describe('AddQuestionPage', () => {
  it('starts with one alternative, no remove button, and 3 points', async () => {
    await openAddForm();
    expect(alternative(1).value).toBe('');
    expect(screen.queryByRole('button', { name: /Remove alternative/ })).toBeNull();
    expect((screen.getByRole('spinbutton', { name: 'Points' }) as HTMLInputElement).value).toBe('3');
    expect(screen.getByText('No right answer chosen yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe(
      `/challenge/${CHALLENGE_ID}/questions`,
    );
  });

  it('Enter in an alternative adds the next one at once, named with its number, focused and selected to type over', async () => {
    await openAddForm();
    type(alternative(1), 'Moses');
    enter(alternative(1));
    // At once: what is typed right after Enter goes into the new alternative.
    expect(document.activeElement).toBe(alternative(2));
    const second = alternative(2);
    expect(second.value).toBe('Alternative 2');
    expect([second.selectionStart, second.selectionEnd]).toEqual([0, 'Alternative 2'.length]);
    enter(second);
    expect(document.activeElement).toBe(alternative(3));
    expect(alternative(3).value).toBe('Alternative 3');
    expect(api.calls('POST', '/challenge/questions/add')).toHaveLength(0);
  });

  it('removes an alternative with its button; the last one left has none', async () => {
    await openAddForm();
    type(alternative(1), 'Moses');
    fireEvent.click(screen.getByRole('button', { name: 'Add an alternative' }));
    await waitFor(() => expect(alternative(2).value).toBe('Alternative 2'));
    fireEvent.click(screen.getByRole('button', { name: 'Remove alternative 1' }));
    await waitFor(() => expect(screen.getAllByRole('textbox', { name: /Alternative/ })).toHaveLength(1));
    expect(alternative(1).value).toBe('Alternative 2');
    expect(screen.queryByRole('button', { name: /Remove alternative/ })).toBeNull();
  });

  it('picks the right answer in the answer-picking mode, by keyboard, and the mode closes', async () => {
    await openAddForm();
    type(alternative(1), 'Moses');
    enter(alternative(1));
    await waitFor(() => expect(alternative(2).value).toBe('Alternative 2'));
    type(alternative(2), 'David');
    const toggle = screen.getByRole('button', { name: 'Choose the right answer' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    const group = screen.getByRole('group', { name: 'Which alternative is right? Choose it.' });
    const options = within(group).getAllByRole('button');
    expect(options.map((option) => option.textContent)).toEqual(['Moses', 'David']);
    expect(document.activeElement).toBe(options[0]);
    // Escape leaves the mode with nothing chosen.
    fireEvent.keyDown(options[0] as HTMLElement, { key: 'Escape' });
    expect(screen.queryByRole('group', { name: /Which alternative/ })).toBeNull();
    expect(document.activeElement).toBe(toggle);
    expect(screen.getByText('No right answer chosen yet.')).toBeTruthy();

    fireEvent.click(toggle);
    fireEvent.click(
      within(screen.getByRole('group', { name: /Which alternative/ })).getByRole('button', { name: 'David' }),
    );
    expect(screen.queryByRole('group', { name: /Which alternative/ })).toBeNull();
    expect(document.activeElement).toBe(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText('Right answer: “David”')).toBeTruthy();
    expect(screen.getByText(/right answer/, { selector: 'label span' }).closest('label')?.textContent).toBe(
      'Alternative 2 ✓ right answer',
    );
  });

  it("checks with core's rules: a statement, an answer, alternatives filled and different, whole points", async () => {
    const statement = await openAddForm();
    type(alternative(1), 'Moses');
    enter(alternative(1));
    await waitFor(() => expect(alternative(2).value).toBe('Alternative 2'));
    type(alternative(2), ' Moses ');
    type(screen.getByRole('spinbutton', { name: 'Points' }), '0');
    fireEvent.click(screen.getByRole('button', { name: 'Add question' }));
    await waitFor(() => expect(screen.getAllByRole('alert').length).toBeGreaterThan(0));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Write the question',
      'This alternative is the same as another one',
      'Choose the right answer',
      'Enter a whole number from 1 to 100',
    ]);
    expect(document.activeElement).toBe(statement);
    expect(api.calls('POST', '/challenge/questions/add')).toHaveLength(0);
  });

  it('adds the question, says so for 10 s and goes to the list', async () => {
    api.answer('POST /challenge/questions/add', { question: ownerQuestion({ answersCount: 0 }) });
    api.answer('GET /challenge/owner/questions', { questions: [ownerQuestion({ answersCount: 0 })] });
    const statement = await openAddForm();
    type(statement, ' Who led Israel out of Egypt? ');
    type(alternative(1), 'David');
    enter(alternative(1));
    await waitFor(() => expect(alternative(2).value).toBe('Alternative 2'));
    type(alternative(2), 'Moses');
    fireEvent.click(screen.getByRole('button', { name: 'Choose the right answer' }));
    fireEvent.click(screen.getByRole('button', { name: 'Moses' }));
    type(screen.getByRole('spinbutton', { name: 'Points' }), '5');
    fireEvent.click(screen.getByRole('button', { name: 'Add question' }));
    expect(await screen.findByText('Question added')).toBeTruthy();
    expect(snackbars.current()?.duration).toBe(QUESTION_ADDED_MESSAGE_MS);
    const [call] = api.calls('POST', '/challenge/questions/add');
    expect(call?.body).toEqual({
      statement: 'Who led Israel out of Egypt?',
      alternatives: ['David', 'Moses'],
      answer: 'Moses',
      points: 5,
    });
    expect(call?.headers).toMatchObject({ challenge_id: CHALLENGE_ID });
    expect(await screen.findByRole('heading', { level: 1, name: 'Questions' })).toBeTruthy();
  });

  it.each([
    ['a failure', 500, { message: 'down' }, 'Something went wrong, please try again'],
    [
      'the most questions a challenge holds',
      422,
      { statusCode: 422, error: 'Unprocessable Entity', message: 'bound', reason: 'questions_per_challenge' },
      `This challenge already has ${QUESTIONS_PER_CHALLENGE_MAX} questions, the most it can hold. Delete one to add another.`,
    ],
  ])('a save refused by %s says so and keeps what was typed', async (_, status, answer, words) => {
    api.answer('POST /challenge/questions/add', answer, status);
    const statement = await openAddForm();
    type(statement, 'Who?');
    type(alternative(1), 'Moses');
    fireEvent.click(screen.getByRole('button', { name: 'Choose the right answer' }));
    fireEvent.click(screen.getByRole('button', { name: 'Moses' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add question' }));
    expect(await screen.findByText(words)).toBeTruthy();
    expect(statement.value).toBe('Who?');
  });

  it('is the leader’s: a participant gets a note and a way to the ranking', async () => {
    answerChallenge(api, false);
    renderChallenges(addPath);
    expect(await screen.findByRole('heading', { name: 'Only the leader can do this' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the ranking' }).getAttribute('href')).toBe(
      `/challenge/${CHALLENGE_ID}/ranking`,
    );
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it.each([
    ['pt', 'Alternativa 2', 'Escolher a resposta certa'],
    ['id', 'Pilihan 2', 'Pilih jawaban yang benar'],
    ['pl', 'Odpowiedź 2', 'Wskaż dobrą odpowiedź'],
  ])('names new alternatives in %s', async (language, second, pick) => {
    await setupTestI18n(language);
    renderChallenges(addPath);
    const first = (await screen.findAllByRole('textbox'))[1] as HTMLInputElement;
    type(first, 'A');
    enter(first);
    await waitFor(() => expect((screen.getAllByRole('textbox')[2] as HTMLInputElement).value).toBe(second));
    expect(screen.getByRole('button', { name: pick })).toBeTruthy();
  });
});

describe('EditQuestionPage', () => {
  it('starts from the question, and saves it with its id; then the question', async () => {
    api.answer(`GET /challenge/owner/question/${QUESTION_ID}`, { question: ownerQuestion() });
    api.answer('PUT /challenge/questions/update', { question: ownerQuestion({ points: 4 }) });
    const view = renderChallenges(editPath);
    const statement = (await screen.findByRole('textbox', { name: 'Question' })) as HTMLTextAreaElement;
    expect(statement.value).toBe('Who led Israel out of Egypt?');
    expect([1, 2, 3].map((number) => alternative(number).value)).toEqual(['Moses', 'David', 'Elijah']);
    expect(screen.getByText('Right answer: “Moses”')).toBeTruthy();
    type(screen.getByRole('spinbutton', { name: 'Points' }), '4');
    fireEvent.click(screen.getByRole('button', { name: 'Remove alternative 3' }));
    await act(async () => undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Question updated')).toBeTruthy();
    expect(api.calls('PUT', '/challenge/questions/update')[0]?.body).toEqual({
      statement: 'Who led Israel out of Egypt?',
      alternatives: ['Moses', 'David'],
      answer: 'Moses',
      points: 4,
      questionId: QUESTION_ID,
    });
    await waitFor(() => expect(view.location).toBe(`/challenge/${CHALLENGE_ID}/question/${QUESTION_ID}`));
  });

  it('removing the right answer asks for another', async () => {
    api.answer(`GET /challenge/owner/question/${QUESTION_ID}`, { question: ownerQuestion() });
    renderChallenges(editPath);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove alternative 1' }));
    await act(async () => undefined);
    expect(screen.getByText('No right answer chosen yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Choose the right answer');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Choose the right answer' }));
  });
});
