import i18next from 'i18next';
import { createElement } from 'react';
import { modals } from '../../app/modals/modals.ts';
import { FeedbackForm, type FeedbackKind } from './feedback-form.tsx';

export const REPORT_ERROR_MODAL_ID = 'feedback-report-error';
export const FEEDBACK_MODAL_ID = 'feedback-send';

function openFeedbackForm(id: string, kind: FeedbackKind) {
  modals.open({
    id,
    title: i18next.t(`feedback.${kind}.title`),
    render: (close) => createElement(FeedbackForm, { kind, onSent: close }),
  });
}

/** The report-an-error modal: a description and a contact, sent with this device's data. */
export function openReportErrorModal() {
  openFeedbackForm(REPORT_ERROR_MODAL_ID, 'reportError');
}

/** The send-feedback modal: a message and a contact. */
export function openFeedbackModal() {
  openFeedbackForm(FEEDBACK_MODAL_ID, 'feedback');
}
