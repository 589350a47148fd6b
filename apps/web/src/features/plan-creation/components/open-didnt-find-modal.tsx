import type { TFunction } from 'i18next';
import { modals } from '../../../lib/modals/modals.ts';
import { snackbars } from '../../../lib/snackbars/snackbar-store.ts';

// The form, with the form library, loads when the modal opens: /new's first visit doesn't carry it.
const loadDidntFindForm = () => import('./didnt-find-form.tsx');

/** Opens "Tell us what you were looking for" (spec 2 section 9). */
export async function openDidntFindModal(t: TFunction): Promise<void> {
  let form: Awaited<ReturnType<typeof loadDidntFindForm>>;
  try {
    form = await loadDidntFindForm();
  } catch {
    // A new version replaced the chunk, or the network is gone and it was never cached.
    snackbars.show({ message: t('common.generalError'), severity: 'error' });
    return;
  }
  const { DidntFindForm } = form;
  modals.open({
    id: 'plan-creation-didnt-find',
    title: t('plan-creation.didntFind.title'),
    render: () => <DidntFindForm />,
  });
}
