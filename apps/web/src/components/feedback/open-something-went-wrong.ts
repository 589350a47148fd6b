import i18next from 'i18next';
import { createElement } from 'react';
import { afterModalClosed } from '../../lib/modals/after-modal-closed.ts';
import { modals } from '../../lib/modals/modals.ts';
import { snackbars } from '../../lib/snackbars/snackbar-store.ts';
import { openReportErrorModal } from './open-feedback-modal.ts';

export const SOMETHING_WENT_WRONG_MODAL_ID = 'something-went-wrong';

/**
 * The "something went wrong" modal (spec 1 section 2, on /menu and /plan): for a failure inside
 * another modal, where a snackbar would sit behind it, unseen and unheard. It offers to try again
 * (when `onRetry` is given) and to report the error; it stacks on top of the modal that failed.
 */
export async function openSomethingWentWrongModal({ onRetry }: { onRetry?: () => void } = {}): Promise<void> {
  let SomethingWentWrong: typeof import('./something-went-wrong.tsx').SomethingWentWrong;
  try {
    const [view, { feedbackStrings }] = await Promise.all([
      import('./something-went-wrong.tsx'),
      import('./feedback-strings.ts'),
    ]);
    await feedbackStrings.load(i18next.language);
    SomethingWentWrong = view.SomethingWentWrong;
  } catch {
    snackbars.show({ message: i18next.t('common.generalError'), severity: 'error' });
    return;
  }
  const thenClose = (close: () => void, next: () => void) => () => {
    close();
    afterModalClosed(SOMETHING_WENT_WRONG_MODAL_ID, next);
  };
  modals.open({
    id: SOMETHING_WENT_WRONG_MODAL_ID,
    title: i18next.t('feedback.wrong.title'),
    render: (close) =>
      createElement(SomethingWentWrong, {
        onReport: thenClose(close, () => void openReportErrorModal()),
        onRetry: onRetry && thenClose(close, onRetry),
      }),
  });
}
