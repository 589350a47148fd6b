import type { RankingEntry } from '@bible-journey/contract';
import { PODIUM_REVEAL_MS } from '@bible-journey/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupTestI18n } from '../../../../test/i18n.ts';
import { PODIUM_PLACE_REVEAL_MS, Podium, usePodiumReveal } from './podium.tsx';

beforeAll(async () => {
  await setupTestI18n();
});

const entries: RankingEntry[] = ['Ana', 'Bruno', 'Carla'].map((name, index) => ({
  user: { _id: `u${index + 1}`, email: `m${index + 1}@example.com`, name, picture: null },
  points: 9 - index * 3,
  totalPoints: 9 - index * 3,
  questionPoints: 0,
  conclusionPercentage: 0,
  readDays: 0,
  position: index + 1,
}));

const queryClient = new QueryClient();

/** The podium as the ranking shows it: its clock starts with the first render. */
function RevealedPodium({ top = entries }: { top?: RankingEntry[] }) {
  const revealed = usePodiumReveal();
  return (
    <QueryClientProvider client={queryClient}>
      <Podium entries={top} tab="general" locale="en" revealed={revealed} meId="u2" challengeId="c1" />
    </QueryClientProvider>
  );
}

const podium = () => screen.getByRole('list', { name: 'Podium' });
const places = () => within(podium()).getAllByRole('listitem');
/** The places whose name and points show, by name. */
const shownNames = () =>
  places()
    .filter((place) => place.dataset.shown === 'true')
    .map((place) => /: (\p{L}+)/u.exec(place.textContent ?? '')?.[1]);

function stubReducedMotion(isReduced: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: isReduced && query === '(prefers-reduced-motion: reduce)',
  }));
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  stubReducedMotion(false);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Podium', () => {
  it('offers a tap to encourage each other member once their place shows, never oneself', async () => {
    render(<RevealedPodium />);
    expect(screen.queryAllByRole('button', { name: /^Encourage/ })).toEqual([]);
    await act(async () => {
      vi.advanceTimersByTime(PODIUM_REVEAL_MS);
    });
    expect(
      places().map((place) =>
        within(place)
          .queryAllByRole('button')
          .map((button) => button.getAttribute('aria-label')),
      ),
    ).toEqual([['Encourage Ana'], [], ['Encourage Carla']]);
  });

  it('has the real names, places and points from the start, in ranking order for screen readers, shown 2-1-3', () => {
    render(<RevealedPodium />);
    expect(places().map((place) => place.textContent)).toEqual([
      '1Place 1: Ana9 points',
      '2Place 2: Bruno (you)6 points',
      '3Place 3: Carla3 points',
    ]);
    expect(places().map((place) => place.style.order)).toEqual(['1', '0', '2']);
    // Nothing stands in for a name; nothing of the animation is said (no live region).
    expect(podium().textContent).not.toContain('?');
    expect(podium().closest('[aria-live]')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    expect(places()[1]?.getAttribute('aria-current')).toBe('true');
  });

  it('puts the points on each block', () => {
    render(<RevealedPodium />);
    const blocks = places().map((place) => place.querySelector('[class*="step"]'));
    expect(blocks.map((block) => block?.textContent)).toEqual(['9 points', '6 points', '3 points']);
  });

  it('reveals third, then second, then first at 4 s, on the clock that started with the ranking', async () => {
    render(<RevealedPodium />);
    expect(shownNames()).toEqual([]);
    expect(podium().dataset.revealed).toBe('false');
    const [first, second, third] = PODIUM_PLACE_REVEAL_MS;
    expect(first).toBe(PODIUM_REVEAL_MS);

    await act(() => vi.advanceTimersByTimeAsync(third - 1));
    expect(shownNames()).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(shownNames()).toEqual(['Carla']);

    await act(() => vi.advanceTimersByTimeAsync(second - third - 1));
    expect(shownNames()).toEqual(['Carla']);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(shownNames()).toEqual(['Bruno', 'Carla']);

    await act(() => vi.advanceTimersByTimeAsync(first - second - 1));
    expect(podium().dataset.revealed).toBe('false');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(shownNames()).toEqual(['Ana', 'Bruno', 'Carla']);
    expect(podium().dataset.revealed).toBe('true');
  });

  it('keeps its clock when the places change (another tab), and reveals a podium of two the same way', async () => {
    const view = render(<RevealedPodium />);
    await act(() => vi.advanceTimersByTimeAsync(PODIUM_PLACE_REVEAL_MS[1]));
    view.rerender(<RevealedPodium top={entries.slice(0, 2)} />);
    expect(shownNames()).toEqual(['Bruno']);
    await act(() => vi.advanceTimersByTimeAsync(PODIUM_REVEAL_MS - PODIUM_PLACE_REVEAL_MS[1]));
    expect(shownNames()).toEqual(['Ana', 'Bruno']);
    expect(podium().dataset.revealed).toBe('true');
  });

  it('shows the final podium at once, with no timers, when reduced motion is asked for', () => {
    stubReducedMotion(true);
    render(<RevealedPodium />);
    expect(shownNames()).toEqual(['Ana', 'Bruno', 'Carla']);
    expect(podium().dataset.revealed).toBe('true');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stops its timers when the ranking closes', () => {
    const view = render(<RevealedPodium />);
    expect(vi.getTimerCount()).toBe(3);
    view.unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
