import i18next from 'i18next';
import { createElement } from 'react';
import { modals } from '../../lib/modals/modals.ts';
import { snackbars } from '../../lib/snackbars/snackbar-store.ts';
import type { FeedbackKind } from './feedback-form.tsx';

export const REPORT_ERROR_MODAL_ID = 'feedback-report-error';
export const FEEDBACK_MODAL_ID = 'feedback-send';

// The form, its strings and the device backup it sends load when a modal opens, not with the
// pages that offer it: /plan's first load stays within its bundle budget (bench/web-bundle-size.ts).
async function openFeedbackForm(id: string, kind: FeedbackKind): Promise<void> {
  let FeedbackForm: typeof import('./feedback-form.tsx').FeedbackForm;
  try {
    const [form, { feedbackStrings }] = await Promise.all([
      import('./feedback-form.tsx'),
      import('./feedback-strings.ts'),
    ]);
    await feedbackStrings.load(i18next.language);
    FeedbackForm = form.FeedbackForm;
  } catch {
    // A new version replaced the chunk, or the network is gone and it was never cached.
    snackbars.show({ message: i18next.t('common.generalError'), severity: 'error' });
    return;
  }
  modals.open({
    id,
    title: i18next.t(`feedback.${kind}.title`),
    render: (close) => createElement(FeedbackForm, { kind, onSent: close }),
  });
}

/**
 * The report-an-error modal: a description, a contact, and what this device's data holds; it is
 * sent only once the person has written and agreed.
 */
export function openReportErrorModal(): Promise<void> {
  return openFeedbackForm(REPORT_ERROR_MODAL_ID, 'reportError');
}

/** The send-feedback modal: a message and a contact. */
export function openFeedbackModal(): Promise<void> {
  return openFeedbackForm(FEEDBACK_MODAL_ID, 'feedback');
}
