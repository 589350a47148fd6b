import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useAccountFlow } from './account-flow.tsx';

/**
 * A link out of an account form: a plain click leaves through the flow (the account modal closes
 * first), a modified click (new tab, new window) is left to the browser.
 */
export function FlowLink({ to, children }: { to: string; children: ReactNode }) {
  const flow = useAccountFlow();
  return (
    <Link
      to={to}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        flow.goTo(to);
      }}
    >
      {children}
    </Link>
  );
}
