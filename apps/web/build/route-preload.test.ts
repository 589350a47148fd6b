import { LANGUAGES } from '@bible-journey/core';
import type { ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from '../src/app/router.tsx';
import { paths } from '../src/config/paths.ts';
import { pickLanguage } from '../src/lib/language.ts';
import { type PreloadTable, preloadScript, readAllLazyRoutes } from './route-preload.ts';

const isLazyPage = (component: ComponentType | null | undefined) =>
  Boolean(component?.displayName?.startsWith('LazyPage('));

const flatten = (table: RouteObject[]): RouteObject[] =>
  table.flatMap((route) => [route, ...flatten(route.children ?? [])]);

/** Runs the inline script against a fake page; returns the hrefs it asked the browser to preload. */
function runScript(
  table: PreloadTable,
  { pathname = '/', stored = null as string | null, languages = ['en-US'], storageFails = false } = {},
): string[] {
  const added: { rel?: string; as?: string; href?: string }[] = [];
  const fakeDocument = { createElement: () => ({}), head: { appendChild: (link: object) => added.push(link) } };
  const fakeStorage = {
    getItem: () => {
      if (storageFails) throw new Error('SecurityError');
      return stored;
    },
  };
  new Function('document', 'location', 'localStorage', 'navigator', preloadScript(table, '/'))(
    fakeDocument,
    { pathname },
    fakeStorage,
    { languages, language: languages[0] },
  );
  return added.map((link) => link.href ?? '');
}

describe('route preloading (index.html inline script)', () => {
  const lazyRoutes = readAllLazyRoutes();

  it('reads every route of the router, with a module for each lazy screen', () => {
    const runtime = flatten(routes).filter((route) => route.path !== undefined);
    expect(lazyRoutes.map((route) => route.path).sort()).toEqual(runtime.map((route) => route.path).sort());
    for (const route of runtime) {
      const read = lazyRoutes.find((candidate) => candidate.path === route.path);
      expect(read?.module !== null, route.path).toBe(isLazyPage(route.Component));
    }
    const newPlan = lazyRoutes.find((route) => route.path === paths.newPlan);
    expect(newPlan?.module).toMatch(/features\/plan-creation\/components\/new-plan-page\.tsx$/);
  });

  it('preloads the screen the router shows at the address', () => {
    // One "file" per route, named after its pattern, so what was preloaded says which route matched.
    const table: PreloadTable = {
      files: lazyRoutes.map((_, i) => `route-${i}.js`),
      routes: lazyRoutes.map((route, i) => [route.path, route.module === null ? [] : [i]]),
      languages: {},
    };
    const addresses: string[] = [
      // An address's #anchor never reaches the router: the path alone is matched.
      ...Object.values(paths).flatMap((path) =>
        typeof path === 'string' && !path.includes(':') ? [path.split('#')[0] as string] : [],
      ),
      '/plan/',
      '/PLAN',
      '/Plan/Edit',
      paths.resetPassword('a token', 'x@y.com'),
      paths.emailConfirmation('abc'),
      '/challenge/42',
      '/challenge/42/progress',
      '/c/invite/7/join',
      '/challenges/new/name',
      '/nothing-here',
      '/plan/edit/more',
      '/new.html',
    ];
    for (const pathname of addresses) {
      // The deepest matched route with a screen of its own (an index route that only redirects,
      // as /challenges/new's, leaves its parent's screen to load).
      const chain = matchRoutes(routes, pathname) ?? [];
      const deepest = chain.at(-1)?.route;
      const match = deepest?.index && !deepest.Component ? chain.at(-2)?.route : deepest;
      const expected = match && isLazyPage(match.Component) ? match.path : undefined;
      const preloaded = runScript(table, { pathname }).map((href) => {
        const index = Number(/route-(\d+)\.js$/.exec(href)?.[1]);
        return lazyRoutes[index]?.path;
      });
      expect(preloaded, pathname).toEqual(expected === undefined ? [] : [expected]);
    }
  });

  it('preloads the strings of the language the app will pick, as pickLanguage does', () => {
    const table: PreloadTable = {
      files: LANGUAGES.map((language) => `bundle.${language}.js`),
      routes: [],
      languages: Object.fromEntries(LANGUAGES.map((language, i) => [language, [i]])),
    };
    const cases: { stored: string | null; languages: string[]; storageFails?: boolean }[] = [
      { stored: null, languages: ['en-US'] },
      { stored: null, languages: ['pt-BR', 'en'] },
      { stored: null, languages: ['de-DE', 'PL', 'en'] },
      { stored: null, languages: ['fr', 'de'] },
      { stored: null, languages: [] },
      { stored: 'id', languages: ['pt-BR'] },
      { stored: 'xx', languages: ['pt-BR'] },
      { stored: '', languages: ['pl'] },
      { stored: 'pt', languages: ['en'], storageFails: true },
    ];
    for (const { stored, languages, storageFails } of cases) {
      const expected = pickLanguage(storageFails ? null : stored, languages);
      expect(runScript(table, { stored, languages, storageFails }), JSON.stringify({ stored, languages })).toEqual([
        `/bundle.${expected}.js`,
      ]);
    }
  });

  it('adds module preloads for scripts and style preloads for stylesheets, as Vite would fetch them', () => {
    const added: Record<string, string>[] = [];
    const table: PreloadTable = { files: ['assets/a.js', 'assets/a.css'], routes: [['/new', [0, 1]]], languages: {} };
    new Function('document', 'location', 'localStorage', 'navigator', preloadScript(table, '/'))(
      { createElement: () => ({}), head: { appendChild: (link: Record<string, string>) => added.push(link) } },
      { pathname: '/new' },
      { getItem: () => null },
      { languages: [] },
    );
    expect(added).toEqual([
      { rel: 'modulepreload', as: 'script', crossOrigin: '', href: '/assets/a.js' },
      { rel: 'preload', as: 'style', crossOrigin: '', href: '/assets/a.css' },
    ]);
  });
});
