import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths.ts';
import { lazyPage } from '../../lib/lazy-page.tsx';

/** /download: the plan as a printable PDF, loaded with its route. */
export const planDownloadRoutes: RouteObject[] = [
  { path: paths.download, Component: lazyPage(() => import('./components/download-page.tsx'), 'DownloadPage') },
];
