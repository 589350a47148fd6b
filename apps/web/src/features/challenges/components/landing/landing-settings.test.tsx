import type { PublicSettingsResponse } from '@bible-journey/contract';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { session } from '../../../../lib/session.ts';
import { type FakeApi, stubApi } from '../../../../test/fake-fetch.ts';
import { setupTestI18n } from '../../../../test/i18n.ts';
import { FIRST_LOAD, renderChallenges, resetChallengeTest, signedInUser } from '../../test/render-challenges.tsx';

// The landing page's parts that the operators set (GET /api/settings): the contacts and the
// how-it-works video; and "already have a subscription?", which logs in and goes on to the wizard.

let api: FakeApi;
beforeAll(async () => {
  await setupTestI18n();
  // The account box loads lazily; its first import can outlast findBy's wait.
  await import('../../../../components/account-modal/account-modal.tsx');
});
beforeEach(() => {
  api = stubApi();
});
afterEach(async () => {
  cleanup();
  resetChallengeTest();
  api.restore();
  await setupTestI18n('en');
});

const NONE: PublicSettingsResponse = { contactEmail: null, contactWhatsapp: null, howItWorksVideoUrl: null };
const answerSettings = (settings: Partial<PublicSettingsResponse>) =>
  api.answer('GET /settings', { ...NONE, ...settings });
const renderLanding = () => renderChallenges('/challenges/presentation');
const howItWorks = () => screen.findByRole('region', { name: 'How it works' }, FIRST_LOAD);

describe('the landing page’s contacts', () => {
  it('offers the e-mail and WhatsApp the operators set', async () => {
    answerSettings({ contactEmail: 'desafios@example.org', contactWhatsapp: '5511987654321' });
    renderLanding();
    const contact = await screen.findByRole('region', { name: 'Talk to us' }, FIRST_LOAD);
    const email = within(contact).getByRole('link', { name: 'E-mail: desafios@example.org' });
    expect(email.getAttribute('href')).toBe('mailto:desafios@example.org');
    const whatsapp = within(contact).getByRole('link', { name: 'WhatsApp: +5511987654321' });
    expect(whatsapp.getAttribute('href')).toBe('https://wa.me/5511987654321');
    expect(whatsapp.getAttribute('target')).toBe('_blank');
    expect(whatsapp.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('shows only the one that is set', async () => {
    answerSettings({ contactWhatsapp: '48601234567' });
    renderLanding();
    const contact = await screen.findByRole('region', { name: 'Talk to us' }, FIRST_LOAD);
    expect(
      within(contact)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['WhatsApp: +48601234567']);
  });

  it('has no contact section when neither is set, nor while the settings can’t be had', async () => {
    answerSettings({});
    renderLanding();
    await howItWorks();
    await waitFor(() => expect(api.calls('GET', '/settings')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Talk to us' })).toBeNull();
    cleanup();
    resetChallengeTest();
    api.fail('GET /settings');
    renderLanding();
    await howItWorks();
    expect(screen.queryByRole('region', { name: 'Talk to us' })).toBeNull();
  });

  it.each([
    ['pt', 'Fale conosco', 'E-mail: desafios@example.org'],
    ['id', 'Hubungi kami', 'Email: desafios@example.org'],
    ['pl', 'Napisz do nas', 'E-mail: desafios@example.org'],
  ])('speaks %s', async (language, title, email) => {
    await setupTestI18n(language);
    answerSettings({ contactEmail: 'desafios@example.org' });
    renderLanding();
    const contact = await screen.findByRole('region', { name: title }, FIRST_LOAD);
    expect(within(contact).getByRole('link', { name: email })).toBeTruthy();
  });
});

describe('the how-it-works video', () => {
  const iframes = () => document.querySelectorAll('iframe');

  it('loads nothing until played; then plays in a frame, focused, and closes back to the button', async () => {
    answerSettings({ howItWorksVideoUrl: 'https://www.youtube-nocookie.com/embed/abc123?rel=0' });
    renderLanding();
    const section = await howItWorks();
    const play = await within(section).findByRole('button', { name: 'Watch the video: how it works' });
    expect(iframes()).toHaveLength(0);
    expect(document.querySelector('video')).toBeNull();

    fireEvent.click(play);
    const frame = within(section).getByTitle('How Bible Journey challenges work') as HTMLIFrameElement;
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/abc123?rel=0&autoplay=1');
    expect(frame.hasAttribute('allowfullscreen')).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(frame));
    expect(within(section).queryByRole('button', { name: 'Watch the video: how it works' })).toBeNull();

    fireEvent.click(within(section).getByRole('button', { name: 'Close video' }));
    expect(iframes()).toHaveLength(0);
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(section).getByRole('button', { name: 'Watch the video: how it works' }),
      ),
    );
  });

  it('plays a video file in the page’s own player, with its controls', async () => {
    answerSettings({ howItWorksVideoUrl: 'https://media.example.org/how-it-works.mp4' });
    renderLanding();
    const section = await howItWorks();
    fireEvent.click(await within(section).findByRole('button', { name: 'Watch the video: how it works' }));
    const video = within(section).getByTitle('How Bible Journey challenges work') as HTMLVideoElement;
    expect(video.tagName).toBe('VIDEO');
    expect(video.getAttribute('src')).toBe('https://media.example.org/how-it-works.mp4');
    expect(video.controls).toBe(true);
    expect(iframes()).toHaveLength(0);
  });

  it('is not there when no video is set', async () => {
    answerSettings({ contactEmail: 'desafios@example.org' });
    renderLanding();
    const section = await howItWorks();
    await screen.findByRole('region', { name: 'Talk to us' });
    expect(within(section).queryByRole('button', { name: 'Watch the video: how it works' })).toBeNull();
  });

  it.each([
    ['pt', 'Como funciona', 'Assista ao vídeo: veja como funciona', 'Fechar vídeo'],
    ['id', 'Cara kerjanya', 'Tonton videonya: begini cara kerjanya', 'Tutup video'],
    ['pl', 'Jak to działa', 'Obejrzyj film: jak to działa', 'Zamknij film'],
  ])('speaks %s', async (language, sectionName, playName, closeName) => {
    await setupTestI18n(language);
    answerSettings({ howItWorksVideoUrl: 'https://player.example.org/v/1' });
    renderLanding();
    const section = await screen.findByRole('region', { name: sectionName }, FIRST_LOAD);
    fireEvent.click(await within(section).findByRole('button', { name: playName }));
    expect(within(section).getByRole('button', { name: closeName })).toBeTruthy();
  });
});

describe('already have a subscription?', () => {
  async function logInFromTheLanding() {
    answerSettings({});
    api.answer('POST /auth/authenticate', { user: signedInUser, token: 'aaa.bbb.ccc' });
    const view = renderLanding();
    const prices = await screen.findByRole('region', { name: 'Choose your plan' }, FIRST_LOAD);
    expect(
      within(prices).getByText(
        "Already have a subscription? Log in and you'll go straight to creating your challenge.",
      ),
    ).toBeTruthy();
    fireEvent.click(within(prices).getByRole('button', { name: 'Log in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your account' });
    await within(dialog).findByRole('tab', { name: 'Log in' });
    fireEvent.change(within(dialog).getByLabelText('E-mail'), { target: { value: signedInUser.email } });
    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'secret1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Your account' })).toBeNull());
    return view;
  }

  it('a subscriber logs in in the account box and goes straight to the wizard', async () => {
    api.answer('GET /premium', {
      premiumAccess: { type: 'subscription', amountPurchases: 0, origin: 'admin', ownedChallenges: 1 },
    });
    const view = await logInFromTheLanding();
    await waitFor(() => expect(view.location).toBe('/challenges/new/name'));
    expect(session.get()?.token).toBe('aaa.bbb.ccc');
  });

  it('someone without premium stays on the landing page, where the offers now show', async () => {
    api.answer('GET /premium', { premiumAccess: null });
    api.answer('GET /checkout/config', { message: 'Sorry, checkout is temporarily unavailable.' }, 503);
    const view = await logInFromTheLanding();
    expect(await screen.findByText(/checkout is temporarily unavailable/)).toBeTruthy();
    await act(async () => undefined);
    expect(view.location).toBe('/challenges/presentation');
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
  });
});
