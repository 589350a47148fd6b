import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths.ts';

/** /download-app: the store listing for this device, or how to install the web app. */
export const downloadAppRoutes: RouteObject[] = [
  {
    path: paths.downloadApp,
    lazy: async () => ({ Component: (await import('./components/download-app-page.tsx')).DownloadAppPage }),
  },
];
