import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths.ts';
import { lazyPage } from '../../lib/lazy-page.tsx';

/** /download-app: the store listing for this device, or how to install the web app. */
export const downloadAppRoutes: RouteObject[] = [
  {
    path: paths.downloadApp,
    Component: lazyPage(() => import('./components/download-app-page.tsx'), 'DownloadAppPage'),
  },
];
