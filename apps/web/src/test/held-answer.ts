import type { FakeApi } from './fake-fetch.ts';

/**
 * Answers `route` with `body` only once the returned `release` is called, so a test can see what
 * the screen shows while the call is pending ("Logging in…").
 */
export function holdAnswer(api: FakeApi, route: string, body: unknown): () => void {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  api.reply(route, async () => {
    await released;
    return { body };
  });
  return release;
}
