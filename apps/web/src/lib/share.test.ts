import { afterEach, describe, expect, it, vi } from 'vitest';
import { shareApp } from './share.ts';

const content = { title: 'Bible Journey', text: 'Read the whole Bible' };

function setNavigator(name: 'share' | 'canShare' | 'clipboard', value: unknown) {
  Object.defineProperty(navigator, name, { value, configurable: true, writable: true });
}

afterEach(() => {
  for (const name of ['share', 'canShare', 'clipboard'] as const) setNavigator(name, undefined);
});

describe('shareApp', () => {
  it('opens the share sheet with the app address when there is one', async () => {
    const share = vi.fn(async () => undefined);
    setNavigator('share', share);
    expect(await shareApp(content)).toBe('shared');
    expect(share).toHaveBeenCalledWith({ ...content, url: location.origin });
  });

  it('treats a closed share sheet as no failure and copies nothing', async () => {
    const writeText = vi.fn(async () => undefined);
    setNavigator(
      'share',
      vi.fn(async () => Promise.reject(new DOMException('closed', 'AbortError'))),
    );
    setNavigator('clipboard', { writeText });
    expect(await shareApp(content)).toBe('cancelled');
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the link when the browser has no share sheet', async () => {
    const writeText = vi.fn(async () => undefined);
    setNavigator('clipboard', { writeText });
    expect(await shareApp(content)).toBe('copied');
    expect(writeText).toHaveBeenCalledWith(location.origin);
  });

  it('copies the link when sharing is refused', async () => {
    const writeText = vi.fn(async () => undefined);
    setNavigator(
      'share',
      vi.fn(async () => Promise.reject(new DOMException('no gesture', 'NotAllowedError'))),
    );
    setNavigator('clipboard', { writeText });
    expect(await shareApp(content)).toBe('copied');
  });

  it('fails when neither sharing nor copying works', async () => {
    setNavigator('clipboard', undefined);
    expect(await shareApp(content)).toBe('failed');
  });
});
