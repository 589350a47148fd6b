import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { setupTestI18n } from '../../test/i18n.ts';

/** i18next with this feature's strings, for component tests. */
export async function setupPlanCreationI18n() {
  await setupTestI18n();
}

/** A router and a query client around a component under test. */
export function withProviders(children: ReactNode, path = '/new') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
}
