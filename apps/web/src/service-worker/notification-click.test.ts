// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { notificationUrl, openApp } from './notification-click.ts';

const origin = 'https://biblejourney.example';

interface FakeWindow {
  url: string;
  focused: boolean;
  /** navigate() refuses (the window is no longer controlled). */
  refusesNavigation?: boolean;
}

/** The worker's clients: windows it controls, and the windows it opened, focused or moved. */
function fakeClients(windows: FakeWindow[]) {
  const events: string[] = [];
  const matched: unknown[] = [];
  const client = (window: FakeWindow, index: number): WindowClient =>
    ({
      get url() {
        return window.url;
      },
      focused: window.focused,
      async focus() {
        events.push(`focus ${index}`);
        return client(window, index);
      },
      async navigate(url: string) {
        if (window.refusesNavigation) throw new TypeError('not controlled');
        events.push(`navigate ${index} ${url}`);
        window.url = new URL(url, origin).href;
        return client(window, index);
      },
    }) as WindowClient;
  const clients = {
    async matchAll(options?: ClientQueryOptions) {
      matched.push(options);
      return windows.map(client);
    },
    async openWindow(url: string) {
      events.push(`open ${url}`);
      return null;
    },
  } as unknown as Pick<Clients, 'matchAll' | 'openWindow'>;
  return { clients, events, matched };
}

describe("a reminder's page", () => {
  it("is the notification's url when it is a page of the app, else /plan", () => {
    expect(notificationUrl({ url: '/reader/gen/1' }, origin)).toBe('/reader/gen/1');
    expect(notificationUrl({ url: 'https://elsewhere.example/' }, origin)).toBe('/plan');
    expect(notificationUrl({}, origin)).toBe('/plan');
    expect(notificationUrl(null, origin)).toBe('/plan');
    expect(notificationUrl('/menu', origin)).toBe('/plan');
  });
});

describe('opening the app from a notification', () => {
  it('opens a window when the app has none', async () => {
    const { clients, events, matched } = fakeClients([]);
    await openApp(clients, '/plan');
    expect(events).toEqual(['open /plan']);
    // Only the windows this worker controls: navigate() works on those alone.
    expect(matched).toEqual([{ type: 'window' }]);
  });

  it('focuses the focused window (else the first) and takes it to the page', async () => {
    const { clients, events } = fakeClients([
      { url: `${origin}/menu`, focused: false },
      { url: `${origin}/reader/gen/1`, focused: true },
    ]);
    await openApp(clients, '/plan');
    expect(events).toEqual(['focus 1', 'navigate 1 /plan']);

    const first = fakeClients([
      { url: `${origin}/menu`, focused: false },
      { url: `${origin}/new`, focused: false },
    ]);
    await openApp(first.clients, '/plan');
    expect(first.events).toEqual(['focus 0', 'navigate 0 /plan']);
  });

  it('only focuses a window already on the page', async () => {
    const { clients, events } = fakeClients([{ url: `${origin}/plan`, focused: false }]);
    await openApp(clients, '/plan');
    expect(events).toEqual(['focus 0']);
  });

  it('opens a window when the open one cannot be taken to the page', async () => {
    const { clients, events } = fakeClients([{ url: `${origin}/menu`, focused: true, refusesNavigation: true }]);
    await openApp(clients, '/plan');
    expect(events).toEqual(['focus 0', 'open /plan']);
  });
});
