import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter, type RouteObject, useRoutes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPage, preloadRoute } from './lazy-page.tsx';

afterEach(cleanup);

function Text({ text }: { text: string }) {
  return <p>{text}</p>;
}

function pageModule(text: string) {
  const Page = Text.bind(null, { text });
  const load = vi.fn(async () => ({ Page, notAPage: 1 }));
  return { load, Component: lazyPage(load, 'Page') };
}

function Screen({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

function renderAt(routes: RouteObject[], path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Suspense fallback={<p>loading</p>}>
        <Screen routes={routes} />
      </Suspense>
    </MemoryRouter>,
  );
}

describe('lazyPage', () => {
  it('renders only once what loads alongside it is there, and renders anyway when that fails', async () => {
    const Page = Text.bind(null, { text: 'with strings' });
    let releaseStrings = () => {};
    const strings = new Promise<void>((resolve) => {
      releaseStrings = resolve;
    });
    const Component = lazyPage(
      async () => ({ Page }),
      'Page',
      () => strings,
    );
    renderAt([{ path: '/s', Component }], '/s');
    await act(async () => {});
    expect(screen.getByText('loading')).toBeTruthy();
    releaseStrings();
    expect(await screen.findByText('with strings')).toBeTruthy();
    cleanup();

    const Failing = lazyPage(
      async () => ({ Page }),
      'Page',
      () => Promise.reject(new Error('offline')),
    );
    renderAt([{ path: '/f', Component: Failing }], '/f');
    expect(await screen.findByText('with strings')).toBeTruthy();
  });

  it('loads its module the first time it renders, once', async () => {
    const page = pageModule('first');
    renderAt([{ path: '/a', Component: page.Component }], '/a');
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('first')).toBeTruthy();
    cleanup();
    renderAt([{ path: '/a', Component: page.Component }], '/a');
    expect(screen.getByText('first')).toBeTruthy();
    expect(page.load).toHaveBeenCalledTimes(1);
  });
});

describe('preloadRoute', () => {
  it("loads only the matching route's page, so its first render does not suspend", async () => {
    const a = pageModule('page a');
    const b = pageModule('page b');
    const routes: RouteObject[] = [
      { path: '/a', Component: a.Component },
      { path: '/b/:id', Component: b.Component },
      { path: '*', element: <p>not found</p> },
    ];
    await act(() => preloadRoute(routes, '/b/7'));
    expect(a.load).not.toHaveBeenCalled();
    expect(b.load).toHaveBeenCalledTimes(1);
    renderAt(routes, '/b/7');
    expect(screen.getByText('page b')).toBeTruthy();
    await preloadRoute(routes, '/nowhere');
  });
});
