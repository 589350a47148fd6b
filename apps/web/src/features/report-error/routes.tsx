import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths.ts';
import { lazyPage } from '../../lib/lazy-page.tsx';

/** /report-error: a form to report an error (sent only when the person asks), then "Error reported". */
export const reportErrorRoutes: RouteObject[] = [
  {
    path: paths.reportError,
    Component: lazyPage(() => import('./components/report-error-page.tsx'), 'ReportErrorPage'),
  },
];
