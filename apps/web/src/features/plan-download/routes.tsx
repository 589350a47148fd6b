import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths.ts';

/** /download: the plan as a printable PDF, loaded with its route. */
export const planDownloadRoutes: RouteObject[] = [
  {
    path: paths.download,
    lazy: async () => ({ Component: (await import('./components/download-page.tsx')).DownloadPage }),
  },
];
