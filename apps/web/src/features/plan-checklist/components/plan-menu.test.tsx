import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ModalHost } from '../../../components/modals/modal-host.tsx';
import { SnackbarHost } from '../../../components/snackbars/snackbar-host.tsx';
import { modals } from '../../../lib/modals/modals.ts';
import { snackbars } from '../../../lib/snackbars/snackbar-store.ts';
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

const ITEMS = ['Download as PDF', 'Edit plan', 'Share', 'Send feedback'];

const trigger = () => screen.getByRole('button', { name: 'Plan options' });
const focusedName = () => document.activeElement?.textContent;

async function choose(name: string, user = userEvent.setup()) {
  await user.click(trigger());
  const menu = await screen.findByRole('menu', { name: 'Plan options' });
  expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(ITEMS);
  expect(menu.contains(document.activeElement)).toBe(true);
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
    await choose('Send feedback');
    expect(await screen.findByRole('dialog', { name: 'Send feedback' })).toBeTruthy();
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('is a menu button: closed, then open with the first item focused on Enter', async () => {
    const user = userEvent.setup();
    renderMenu();
    const button = trigger();
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(button.getAttribute('aria-controls') ?? '')?.getAttribute('role')).toBe('menu');
    expect(screen.queryByRole('menu')).toBeNull();

    button.focus();
    await user.keyboard('{Enter}');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('menu')).toBeTruthy();
    expect(focusedName()).toBe('Download as PDF');
  });

  it('moves through the items with the arrows, Home, End and the first letter, wrapping around', async () => {
    const user = userEvent.setup();
    renderMenu();
    trigger().focus();
    await user.keyboard('{ArrowDown}');
    expect(focusedName()).toBe('Download as PDF');
    await user.keyboard('{ArrowDown}');
    expect(focusedName()).toBe('Edit plan');
    await user.keyboard('{End}');
    expect(focusedName()).toBe('Send feedback');
    await user.keyboard('{ArrowDown}');
    expect(focusedName()).toBe('Download as PDF');
    await user.keyboard('{ArrowUp}');
    expect(focusedName()).toBe('Send feedback');
    await user.keyboard('{Home}');
    expect(focusedName()).toBe('Download as PDF');
    await user.keyboard('s');
    expect(focusedName()).toBe('Share');
  });

  it('opens on ArrowUp at the last item and on Space at the first', async () => {
    const user = userEvent.setup();
    renderMenu();
    trigger().focus();
    await user.keyboard('{ArrowUp}');
    expect(focusedName()).toBe('Send feedback');
    await user.keyboard('{Escape}');
    await user.keyboard(' ');
    expect(focusedName()).toBe('Download as PDF');
  });

  it('closes on Escape and gives the focus back to the button', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(trigger());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(trigger());
  });

  it('closes on Tab, on a press outside and on a second press of the button', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(trigger());
    await user.tab();
    expect(screen.queryByRole('menu')).toBeNull();

    await user.click(trigger());
    expect(screen.getByRole('menu')).toBeTruthy();
    await user.click(document.body);
    expect(screen.queryByRole('menu')).toBeNull();

    await user.click(trigger());
    await user.click(trigger());
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('follows a link item with Enter and with Space', async () => {
    const user = userEvent.setup();
    const router = renderMenu();
    trigger().focus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(focusedName()).toBe('Edit plan');
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/plan/edit');

    await act(() => router.navigate('/plan'));
    trigger().focus();
    await user.keyboard('{ArrowDown} ');
    expect(router.state.location.pathname).toBe('/download');
  });

  it('runs a button item with Space and gives the focus back to the button', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderMenu();
    trigger().focus();
    await user.keyboard('{ArrowDown}s ');
    expect((await screen.findByRole('status')).textContent).toContain('Link copied');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger());
  });
});
