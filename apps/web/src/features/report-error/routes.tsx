import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths.ts';

/** /report-error: sends an error report with this device's data, then says so. */
export const reportErrorRoutes: RouteObject[] = [
  {
    path: paths.reportError,
    lazy: async () => ({ Component: (await import('./components/report-error-page.tsx')).ReportErrorPage }),
  },
];
