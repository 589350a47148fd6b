import { LANGUAGES } from '@bible-journey/core';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CONTACT_EMAIL } from '../../../config/contact.ts';
import { setupTestI18n } from '../../../test/i18n.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import type { LegalBlock } from '../content/legal-document.ts';
import { type LegalKind, loadLegalDocument } from '../content/load-legal-document.ts';
import { legalRoutes } from '../routes.tsx';

const failures = vi.hoisted(() => ({ remaining: 0 }));
vi.mock('../content/load-legal-document.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../content/load-legal-document.ts')>();
  return {
    ...actual,
    loadLegalDocument: (...args: Parameters<typeof actual.loadLegalDocument>) => {
      if (failures.remaining > 0) {
        failures.remaining -= 1;
        return Promise.reject(new Error('offline'));
      }
      return actual.loadLegalDocument(...args);
    },
  };
});

beforeAll(async () => {
  await setupTestI18n();
});
afterEach(async () => {
  cleanup();
  failures.remaining = 0;
  await setupTestI18n('en');
});

function renderAt(entries: string[]) {
  return renderRoutes([...legalRoutes, { path: '*', element: <p>elsewhere</p> }], entries);
}

describe('legal pages', () => {
  it('shows the Portuguese policy at /politica-de-privacidade whatever the interface language', async () => {
    renderAt(['/politica-de-privacidade']);
    const title = await screen.findByRole('heading', { level: 1, name: 'Política de privacidade' });
    expect(title.closest('article')?.getAttribute('lang')).toBe('pt');
    expect(screen.getByText('Em vigor desde agosto de 2021')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Seus direitos' })).toBeTruthy();
    // The page around the text stays in the interface language.
    expect(screen.getAllByRole('link', { name: 'Back to the app' })).toHaveLength(2);
  });

  it.each([
    ['en', 'Privacy policy', 'Your rights'],
    ['pt', 'Política de privacidade', 'Seus direitos'],
    ['id', 'Kebijakan privasi', 'Hak Anda'],
    ['pl', 'Polityka prywatności', 'Twoje prawa'],
  ])('shows /privacy-policy in the interface language (%s)', async (language, title, rights) => {
    await setupTestI18n(language);
    renderAt(['/privacy-policy']);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: rights })).toBeTruthy();
  });

  it.each([
    ['en', 'Terms of use', '6. Premium, subscriptions and donations'],
    ['pt', 'Termos de uso', '6. Premium, assinaturas e doações'],
    ['id', 'Ketentuan penggunaan', '6. Premium, langganan, dan donasi'],
    ['pl', 'Warunki korzystania', '6. Premium, subskrypcje i darowizny'],
  ])('shows /terms-of-use in the interface language (%s)', async (language, title, premium) => {
    await setupTestI18n(language);
    renderAt(['/terms-of-use']);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: premium })).toBeTruthy();
  });

  it('follows a change of interface language', async () => {
    renderAt(['/terms-of-use']);
    await screen.findByRole('heading', { level: 2, name: '1. Licence' });
    await act(async () => {
      await setupTestI18n('id');
    });
    expect(await screen.findByRole('heading', { level: 2, name: '1. Lisensi' })).toBeTruthy();
  });

  it('links the contact address and the other document', async () => {
    renderAt(['/privacy-policy']);
    const contact = await screen.findByRole('link', { name: CONTACT_EMAIL });
    expect(contact.getAttribute('href')).toBe(`mailto:${CONTACT_EMAIL}`);
    const documents = screen.getByRole('navigation', { name: 'Legal documents' });
    expect(documents.querySelector('[aria-current="page"]')?.textContent).toBe('Privacy policy');
    expect(screen.getByRole('link', { name: 'Terms of use' }).getAttribute('href')).toBe('/terms-of-use');
  });

  it('goes back where the person came from, or to the plan when they arrived here first', async () => {
    const router = renderAt(['/register', '/politica-de-privacidade']);
    fireEvent.click((await screen.findAllByRole('link', { name: 'Back to the app' }))[0] as HTMLElement);
    await screen.findByText('elsewhere');
    expect(router.location.pathname).toBe('/register');
    cleanup();

    const direct = renderAt(['/terms-of-use']);
    fireEvent.click((await screen.findAllByRole('link', { name: 'Back to the app' }))[0] as HTMLElement);
    await screen.findByText('elsewhere');
    expect(direct.location.pathname).toBe('/plan');
  });

  it('offers a retry when the text cannot be loaded', async () => {
    failures.remaining = 1;
    renderAt(['/terms-of-use']);
    await screen.findByRole('heading', { level: 1, name: 'Terms of use' });
    expect((await screen.findByRole('alert')).textContent).toContain("We couldn't load this text.");
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: '1. Licence' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

const shapeOf = (block: LegalBlock) => (typeof block === 'string' ? 'p' : `list of ${block.items.length}`);

describe('legal texts', () => {
  it.each(['privacy', 'terms'] as LegalKind[])('%s has the same structure in every language', async (kind) => {
    const documents = await Promise.all(LANGUAGES.map((language) => loadLegalDocument(kind, language)));
    const structures = documents.map((document) => ({
      intro: document.intro.map(shapeOf),
      sections: document.sections.map((section) => section.blocks.map(shapeOf)),
    }));
    for (const structure of structures) expect(structure).toEqual(structures[0]);
    for (const document of documents) {
      expect(document.sections.at(-1)?.blocks.join(' ')).toContain(CONTACT_EMAIL);
    }
  });
});
