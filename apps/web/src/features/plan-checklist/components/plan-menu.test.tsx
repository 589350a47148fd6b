import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ModalHost } from '../../../app/modals/modal-host.tsx';
import { modals } from '../../../app/modals/modals.ts';
import { SnackbarHost } from '../../../app/snackbars/snackbar-host.tsx';
import { snackbars } from '../../../app/snackbars/snackbar-store.ts';
import { setupTestI18n } from '../../../test/i18n.ts';
import { PlanMenu } from './plan-menu.tsx';

function renderMenu() {
  const router = createMemoryRouter(
    [
      {
        path: '/plan',
        element: (
          <>
            <PlanMenu />
            <ModalHost store={modals} />
            <SnackbarHost />
          </>
        ),
      },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: ['/plan'] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

async function choose(name: string, user = userEvent.setup()) {
  await user.click(screen.getByRole('button', { name: 'Plan options' }));
  const menu = await screen.findByRole('menu');
  expect(Array.from(menu.querySelectorAll('[role="menuitem"]')).map((item) => item.textContent)).toEqual([
    'Download as PDF',
    'Edit plan',
    'Share',
    'Give feedback',
  ]);
  await user.click(screen.getByRole('menuitem', { name }));
}

beforeAll(async () => {
  await setupTestI18n();
});
afterEach(() => {
  cleanup();
  act(() => modals.closeAll());
  for (let current = snackbars.current(); current; current = snackbars.current()) snackbars.close(current.id);
  Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
});

describe('PlanMenu', () => {
  it('goes to the PDF download', async () => {
    const router = renderMenu();
    await choose('Download as PDF');
    expect(router.state.location.pathname).toBe('/download');
  });

  it('goes to plan editing', async () => {
    const router = renderMenu();
    await choose('Edit plan');
    expect(router.state.location.pathname).toBe('/plan/edit');
  });

  it('shares the app, copying the link without a share sheet', async () => {
    // After user-event's setup, which puts its own clipboard in place.
    const user = userEvent.setup();
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderMenu();
    await choose('Share', user);
    expect((await screen.findByRole('status')).textContent).toContain('Link copied');
    expect(writeText).toHaveBeenCalledWith(location.origin);
  });

  it('opens the feedback form', async () => {
    renderMenu();
    await choose('Give feedback');
    expect(screen.getByRole('dialog', { name: 'Send feedback' })).toBeTruthy();
  });
});
