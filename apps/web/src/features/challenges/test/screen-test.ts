import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach } from 'vitest';
import { preloadRoute } from '../../../lib/lazy-page.tsx';
import { type FakeApi, stubApi } from '../../../test/fake-fetch.ts';
import { setupTestI18n } from '../../../test/i18n.ts';
import { challengeRoutes } from '../routes.tsx';
import { resetChallengeTest, signIn } from './render-challenges.tsx';

/**
 * The set-up of a one-challenge screen's tests: English, the screens at `paths` loaded once (so
 * the first test waits no longer than the others), a fresh fake API for each test with the person
 * signed in, and everything reset after it. `onApi` receives each test's fake API.
 */
export function setUpScreenTests(paths: readonly string[], onApi: (api: FakeApi) => void): void {
  let api: FakeApi | undefined;
  beforeAll(async () => {
    await setupTestI18n();
    for (const path of paths) await preloadRoute(challengeRoutes, path);
  });
  beforeEach(() => {
    api = stubApi();
    signIn();
    onApi(api);
  });
  afterEach(async () => {
    cleanup();
    resetChallengeTest();
    api?.restore();
    await setupTestI18n('en');
  });
}
