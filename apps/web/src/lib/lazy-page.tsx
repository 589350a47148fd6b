import { type ComponentType, lazy } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';

/** How each page made by lazyPage loads its module (for preloadRoute). */
const loaders = new WeakMap<ComponentType, () => Promise<unknown>>();

/**
 * A screen whose code loads the first time it renders (React.lazy; the app shell's Suspense shows
 * nothing meanwhile, and a navigation keeps the previous screen until it is ready). Once loaded,
 * or preloaded by preloadRoute, it renders without suspending. `alongside` loads with it (e.g. the
 * screen's strings), so its first render is complete; its failure never stops the screen.
 * build/route-preload.ts reads `lazyPage(() => import('…'), …)` calls: keep the first argument an
 * arrow returning import().
 */
export function lazyPage<Module, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name & (Module[Name] extends ComponentType ? Name : never),
  alongside?: () => Promise<unknown>,
): ComponentType {
  let Loaded: ComponentType | undefined;
  let loading: Promise<{ default: ComponentType }> | undefined;
  const preload = () => {
    loading ??= Promise.all([load(), alongside?.().catch(() => undefined)]).then(([module]) => {
      Loaded = module[name] as ComponentType;
      return { default: Loaded };
    });
    return loading;
  };
  const LazyPage = lazy(preload);
  // biome-ignore lint/correctness/noComponentHookFactories: made once per route at module level, never while rendering.
  function Page() {
    return Loaded ? <Loaded /> : <LazyPage />;
  }
  Page.displayName = `LazyPage(${String(name)})`;
  loaders.set(Page, preload);
  return Page;
}

/** Loads the code of the screens `routes` show at `pathname`, so their first render does not suspend. */
export async function preloadRoute(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(matches.map(({ route }) => (route.Component ? loaders.get(route.Component)?.() : undefined)));
}
