import { render } from '@testing-library/react';
import { Suspense } from 'react';
import {
  type Location,
  MemoryRouter,
  type NavigationType,
  type RouteObject,
  useLocation,
  useNavigationType,
  useRoutes,
} from 'react-router';

type Current = { location?: Location; navigationType?: NavigationType };

function Probe({ current }: { current: Current }) {
  current.location = useLocation();
  current.navigationType = useNavigationType();
  return null;
}

function Screen({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * Renders `routes` as the app shell does (lazy screens render nothing until loaded; use findBy*),
 * at the last of `entries`. The result tells where the router is now.
 */
export function renderRoutes(routes: RouteObject[], entries: string[]) {
  const current: Current = {};
  const view = render(
    <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
      <Suspense fallback={null}>
        <Screen routes={routes} />
      </Suspense>
      <Probe current={current} />
    </MemoryRouter>,
  );
  return {
    ...view,
    get location(): Location {
      if (!current.location) throw new Error('the router has not rendered');
      return current.location;
    },
    get navigationType(): NavigationType | undefined {
      return current.navigationType;
    },
  };
}
