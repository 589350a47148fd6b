import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { FakeApi } from '../../../../test/fake-fetch.ts';
import { setupTestI18n } from '../../../../test/i18n.ts';
import { renderChallenges } from '../../test/render-challenges.tsx';
import { answerChallenge, CHALLENGE_ID, progressEntry, progressPage, RANKING_ID } from '../../test/screen-fixtures.ts';
import { setUpScreenTests } from '../../test/screen-test.ts';

let api: FakeApi;
const path = `/challenge/${CHALLENGE_ID}/configs/progress`;
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
const CARLA = '7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f';

setUpScreenTests([path], (fake) => {
  api = fake;
});
beforeEach(() => {
  answerChallenge(api, true);
});

const twoParticipants = () => [
  progressEntry({ lastReadAt: daysAgo(3) }),
  progressEntry({
    rankingId: CARLA,
    user: { _id: 'u3', name: 'Carla Dias', email: 'carla@example.com' },
    readDays: 12,
    daysBehind: 0,
    lastReadAt: new Date().toISOString(),
    totalPoints: 15,
    canEncourage: false,
  }),
];

describe('ProgressPage', () => {
  it("lists each participant's days, pace, last reading and points in the server's order", async () => {
    api.answer('GET /challenge/progress', progressPage(twoParticipants()));
    renderChallenges(path);
    const entries = within(await screen.findByRole('list')).getAllByRole('article');
    expect(entries.map((entry) => within(entry).getByRole('heading').textContent)).toEqual([
      'Bruno Lima',
      'Carla Dias',
    ]);
    const facts = (entry: HTMLElement) =>
      within(entry)
        .getAllByRole('definition')
        .map((fact) => fact.textContent);
    expect(facts(entries[0] as HTMLElement)).toEqual(['5 of 40', '3 days behind', '3 days ago', '8', '0']);
    expect(facts(entries[1] as HTMLElement)).toEqual(['12 of 40', 'On track', 'today', '15', '0']);
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe(`/challenge/${CHALLENGE_ID}/configs`);
    expect(api.calls('GET', '/challenge/progress')[0]?.headers).toMatchObject({ challenge_id: CHALLENGE_ID });
  });

  it('a participant who never read says "Not yet"', async () => {
    api.answer('GET /challenge/progress', progressPage([progressEntry({ daysBehind: 1 })]));
    renderChallenges(path);
    const entry = await screen.findByRole('article', { name: 'Bruno Lima' });
    expect(
      within(entry)
        .getAllByRole('definition')
        .map((fact) => fact.textContent),
    ).toEqual(['5 of 40', '1 day behind', 'Not yet', '8', '0']);
  });

  it('sends an encouragement, says so, and then the button waits until tomorrow, saying why', async () => {
    api.answer('GET /challenge/progress', progressPage(twoParticipants()));
    api.answer(`POST /challenge/participant/${RANKING_ID}/encourage`, { sent: true });
    renderChallenges(path);
    const bruno = await screen.findByRole('article', { name: 'Bruno Lima' });
    const button = within(bruno).getByRole('button', { name: 'Send encouragement Bruno Lima' });
    expect(button.getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(button);
    expect(await screen.findByText('Encouragement sent to Bruno Lima')).toBeTruthy();
    expect(api.calls('POST', `/challenge/participant/${RANKING_ID}/encourage`)[0]?.headers).toMatchObject({
      challenge_id: CHALLENGE_ID,
    });
    const sent = within(bruno).getByRole('button', { name: 'Send encouragement Bruno Lima' });
    expect(sent.getAttribute('aria-disabled')).toBe('true');
    expect(sent.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(sent.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Encouragement sent today. You can send another one tomorrow.',
    );
    fireEvent.click(sent);
    expect(api.calls('POST', `/challenge/participant/${RANKING_ID}/encourage`)).toHaveLength(1);
  });

  it('someone already encouraged today (canEncourage false) has the button waiting, with the reason', async () => {
    api.answer('GET /challenge/progress', progressPage(twoParticipants()));
    renderChallenges(path);
    const carla = await screen.findByRole('article', { name: 'Carla Dias' });
    const button = within(carla).getByRole('button', { name: /Send encouragement/ });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(within(carla).getByText('Encouragement sent today. You can send another one tomorrow.')).toBeTruthy();
    fireEvent.click(button);
    expect(api.calls('POST', `/challenge/participant/${CARLA}/encourage`)).toHaveLength(0);
  });

  it('a refusal from the server names the day it is allowed again', async () => {
    api.answer('GET /challenge/progress', progressPage(twoParticipants()));
    api.answer(`POST /challenge/participant/${RANKING_ID}/encourage`, { sent: false, nextAllowedOn: '2026-03-12' });
    renderChallenges(path);
    fireEvent.click(await screen.findByRole('button', { name: 'Send encouragement Bruno Lima' }));
    expect(
      await screen.findByText('Already encouraged today. You can send another one on March 12, 2026.'),
    ).toBeTruthy();
  });

  it('a failed encouragement says the general error', async () => {
    api.answer('GET /challenge/progress', progressPage(twoParticipants()));
    api.fail(`POST /challenge/participant/${RANKING_ID}/encourage`);
    renderChallenges(path);
    fireEvent.click(await screen.findByRole('button', { name: 'Send encouragement Bruno Lima' }));
    expect(await screen.findByText('Something went wrong, please try again')).toBeTruthy();
  });

  it('with nobody yet, offers to invite people', async () => {
    api.answer('GET /challenge/progress', progressPage([]));
    renderChallenges(path);
    expect(await screen.findByRole('heading', { name: 'Nobody has joined yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Invite participants' }).getAttribute('href')).toBe(
      `/challenge/${CHALLENGE_ID}/configs/participants/edit`,
    );
  });

  const many = (from: number, count: number) =>
    Array.from({ length: count }, (_, index) =>
      progressEntry({
        rankingId: `00000000-0000-4000-8000-${String(from + index).padStart(12, '0')}`,
        user: { _id: `u${from + index}`, name: `Member ${from + index}`, email: `m${from + index}@example.com` },
      }),
    );

  it('shows a page, how many of how many, and the next page after "Show more", each person once', async () => {
    api.reply('GET /challenge/progress', ({ query }) =>
      query.get('cursor') === 'page-2'
        ? // Member 2 read meanwhile and comes again further on: shown once, with the newer figures.
          {
            body: progressPage([...many(3, 2), ...many(2, 1).map((entry) => ({ ...entry, readDays: 6 }))], {
              total: 5,
            }),
          }
        : { body: progressPage(many(1, 2), { nextCursor: 'page-2', total: 5 }) },
    );
    renderChallenges(path);
    expect(await screen.findByText('Showing 2 of 5')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(4));
    expect(screen.getAllByRole('article').map((entry) => within(entry).getByRole('heading').textContent)).toEqual([
      'Member 1',
      'Member 3',
      'Member 4',
      'Member 2',
    ]);
    expect(within(screen.getByRole('article', { name: 'Member 2' })).getAllByRole('definition')[0]?.textContent).toBe(
      '6 of 40',
    );
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(api.calls('GET', '/challenge/progress?cursor=page-2')).toHaveLength(1);
  });

  it('a page that fails to come says so, and "Show more" tries again', async () => {
    api.reply('GET /challenge/progress', ({ query }) =>
      query.get('cursor')
        ? { status: 500, body: { message: 'down' } }
        : { body: progressPage(many(1, 2), { nextCursor: 'page-2', total: 3 }) },
    );
    renderChallenges(path);
    fireEvent.click(await screen.findByRole('button', { name: 'Show more' }));
    expect((await screen.findByRole('alert')).textContent).toBe("We couldn't load more just now.");
    expect(screen.getAllByRole('article')).toHaveLength(2);
    api.reply('GET /challenge/progress', () => ({ body: progressPage(many(3, 1), { total: 3 }) }));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('searches by name or e-mail once typing rests, Enter at once, and says when nobody matches', async () => {
    api.reply('GET /challenge/progress', ({ query }) => {
      const search = query.get('search');
      if (search === null) return { body: progressPage(twoParticipants()) };
      return { body: progressPage(search === 'carla' ? twoParticipants().slice(1) : [], { total: 2 }) };
    });
    renderChallenges(path);
    const field = await screen.findByRole('searchbox', { name: 'Search by name or e-mail' });
    expect(screen.getByRole('search')).toBeTruthy();
    fireEvent.change(field, { target: { value: 'car' } });
    fireEvent.change(field, { target: { value: 'carla' } });
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(screen.getByRole('article', { name: 'Carla Dias' })).toBeTruthy();
    // Typing that rests asks once, for what was typed last.
    expect(api.calls('GET', '/challenge/progress?search=car')).toHaveLength(0);
    expect(api.calls('GET', '/challenge/progress?search=carla')).toHaveLength(1);
    fireEvent.change(field, { target: { value: 'zé' } });
    fireEvent.submit(field);
    expect(await screen.findByText('Nobody matches “zé”.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Nobody has joined yet' })).toBeNull();
    fireEvent.change(field, { target: { value: '' } });
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
  });

  it('says when the progress could not be loaded', async () => {
    api.answer('GET /challenge/progress', { message: 'down' }, 500);
    renderChallenges(path);
    expect((await screen.findByRole('alert')).textContent).toContain("We couldn't load the participants' progress now");
  });

  it.each([
    [
      'pt',
      'Progresso dos participantes',
      ['5 de 40', '3 dias de atraso', 'há 3 dias', '8', '0'],
      'Enviar incentivo',
      ['Buscar por nome ou e-mail', 'Mostrar mais', 'Mostrando 2 de 9'],
    ],
    [
      'id',
      'Kemajuan peserta',
      ['5 dari 40', 'Tertinggal 3 hari', '3 hari yang lalu', '8', '0'],
      'Kirim penyemangat',
      ['Cari berdasarkan nama atau email', 'Tampilkan lagi', 'Menampilkan 2 dari 9'],
    ],
    [
      'pl',
      'Postępy uczestników',
      ['5 z 40', '3 dni zaległości', '3 dni temu', '8', '0'],
      'Wyślij zachętę',
      ['Szukaj po imieniu lub adresie e-mail', 'Pokaż więcej', 'Widać 2 z 9'],
    ],
  ])('speaks %s', async (language, title, facts, encourage, [searchLabel, showMore, shown]) => {
    await setupTestI18n(language);
    api.answer('GET /challenge/progress', progressPage(twoParticipants(), { nextCursor: 'page-2', total: 9 }));
    renderChallenges(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    const bruno = await screen.findByRole('article', { name: 'Bruno Lima' });
    expect(
      within(bruno)
        .getAllByRole('definition')
        .map((fact) => fact.textContent),
    ).toEqual(facts);
    expect(within(bruno).getByRole('button', { name: `${encourage} Bruno Lima` })).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: searchLabel })).toBeTruthy();
    expect(screen.getByRole('button', { name: showMore })).toBeTruthy();
    expect(screen.getByText(shown as string)).toBeTruthy();
  });

  it.each([
    ['en', 'Encouragements received'],
    ['pt', 'Incentivos recebidos'],
    ['id', 'Semangat yang diterima'],
    ['pl', 'Otrzymane zachęty'],
  ])('in %s, counts the encouragements other members sent each participant', async (language, term) => {
    await setupTestI18n(language);
    api.answer('GET /challenge/progress', progressPage([progressEntry({ encouragementsReceived: 7 })]));
    renderChallenges(path);
    const entry = await screen.findByRole('article', { name: 'Bruno Lima' });
    const terms = within(entry).getAllByRole('term');
    const index = terms.findIndex((one) => one.textContent === term);
    expect(index).toBeGreaterThan(-1);
    expect(within(entry).getAllByRole('definition')[index]?.textContent).toBe('7');
  });
});
