import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { stubApi } from '../test/fake-fetch.ts';
import { setupTestI18n } from '../test/i18n.ts';
import { chooseLanguage, useLanguageSync } from './language-sync.ts';
import { session } from './session.ts';

const user = {
  id: 'u1',
  name: 'Ana',
  email: 'ana@example.com',
  picture: null,
  language: null,
  hasConfirmedAccount: true,
};

let api: ReturnType<typeof stubApi>;
let tokenCount = 0;
/** Each test signs in with its own token: the sync runs once per token. */
const signIn = () => session.set({ user, token: `token-${++tokenCount}` });

beforeAll(async () => {
  await setupTestI18n();
});
beforeEach(() => {
  api = stubApi();
});
afterEach(async () => {
  cleanup();
  session.clear();
  api.restore();
  await i18next.changeLanguage('en');
});

describe('useLanguageSync', () => {
  it('posts the device language when the server has none', async () => {
    api.answer('GET /language', { language: null });
    api.answer('POST /language', { language: 'en' });
    signIn();
    renderHook(() => useLanguageSync());
    await waitFor(() => expect(api.calls('POST', '/language')).toHaveLength(1));
    expect(api.calls('POST', '/language')[0]?.body).toEqual({ language: 'en' });
  });

  it('posts the device language when the server has another', async () => {
    await i18next.changeLanguage('pl');
    api.answer('GET /language', { language: 'pt' });
    api.answer('POST /language', { language: 'pl' });
    signIn();
    renderHook(() => useLanguageSync());
    await waitFor(() => expect(api.calls('POST', '/language')[0]?.body).toEqual({ language: 'pl' }));
  });

  it('posts nothing when both agree, and asks once per sign-in', async () => {
    api.answer('GET /language', { language: 'en' });
    signIn();
    const { rerender } = renderHook(() => useLanguageSync());
    await waitFor(() => expect(api.calls('GET', '/language')).toHaveLength(1));
    rerender();
    renderHook(() => useLanguageSync());
    await act(async () => {});
    expect(api.calls('GET', '/language')).toHaveLength(1);
    expect(api.calls('POST', '/language')).toHaveLength(0);

    act(() => signIn());
    await waitFor(() => expect(api.calls('GET', '/language')).toHaveLength(2));
  });

  it('asks nothing of the server when nobody is signed in', async () => {
    renderHook(() => useLanguageSync());
    await act(async () => {});
    expect(api.seen).toHaveLength(0);
  });
});

describe('chooseLanguage', () => {
  it('switches the interface and tells the server when signed in', async () => {
    api.answer('POST /language', { language: 'id' });
    signIn();
    await chooseLanguage(i18next, 'id');
    expect(i18next.language).toBe('id');
    expect(api.calls('POST', '/language')[0]?.body).toEqual({ language: 'id' });
  });

  it('only switches the interface when signed out', async () => {
    await chooseLanguage(i18next, 'pt');
    expect(i18next.language).toBe('pt');
    expect(api.seen).toHaveLength(0);
  });
});
