import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths.ts';
import { lazyPage } from '../../lib/lazy-page.tsx';

/** /report-error: sends an error report with this device's data, then says so. */
export const reportErrorRoutes: RouteObject[] = [
  {
    path: paths.reportError,
    Component: lazyPage(() => import('./components/report-error-page.tsx'), 'ReportErrorPage'),
  },
];
