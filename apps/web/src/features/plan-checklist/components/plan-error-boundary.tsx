import { Component, type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { openSomethingWentWrongModal } from '../../../components/feedback/open-something-went-wrong.ts';
import { Button } from '../../../components/ui/button.tsx';
import styles from './plan-checklist-page.module.css';
import { PlanErrorHeader } from './plan-header.tsx';

/** What stays on the page while the "something went wrong" modal asks to try again. */
function PlanFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  useEffect(() => void openSomethingWentWrongModal({ onRetry }), [onRetry]);
  return (
    <main className={styles.page}>
      <PlanErrorHeader />
      <div className={styles.error}>
        <p>{t('common.generalError')}</p>
        <Button onClick={onRetry}>{t('plan-checklist.retry')}</Button>
      </div>
    </main>
  );
}

interface State {
  failed: boolean;
}

/** /plan failed to render (e.g. a plan on the device no rule can read): a modal, not a blank page. */
export class PlanErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.warn('The plan screen failed to render', error);
  }

  private readonly retry = () => this.setState({ failed: false });

  override render() {
    return this.state.failed ? <PlanFailed onRetry={this.retry} /> : this.props.children;
  }
}
