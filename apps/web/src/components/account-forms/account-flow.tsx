import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths.ts';
import { snackbars } from '../../lib/snackbars/snackbar-store.ts';

/** An outcome that belongs to no field: 'Account not found.', 'Email already registered.', the general error… */
export type AccountNotice = Parameters<typeof snackbars.show>[0];

/**
 * Where the account forms send the person: the account screens (the default) open the plan after
 * signing in and speak through snackbars; the account modal runs its pending action and speaks
 * inside the box.
 */
export interface AccountFlow {
  /** Runs once the session is stored. */
  onSignedIn: () => void;
  notify: (notice: AccountNotice) => void;
  /** Leaves the form for another screen (finish a registration, recover a password). */
  goTo: (to: string, state?: unknown) => void;
}

const AccountFlowContext = createContext<AccountFlow | null>(null);

export function AccountFlowProvider({ flow, children }: { flow: AccountFlow; children: ReactNode }) {
  return <AccountFlowContext.Provider value={flow}>{children}</AccountFlowContext.Provider>;
}

/** The flow around the form: the provider's, else the screens' (open /plan, snackbars, navigate). */
export function useAccountFlow(): AccountFlow {
  const provided = useContext(AccountFlowContext);
  const navigate = useNavigate();
  return useMemo(
    () =>
      provided ?? {
        onSignedIn: () => navigate(paths.plan, { replace: true }),
        notify: (notice) => void snackbars.show(notice),
        goTo: (to, state) => navigate(to, { state }),
      },
    [provided, navigate],
  );
}
