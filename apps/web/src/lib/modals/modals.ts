import { createModalStore } from './modal-store.ts';

/** The app's modal stack. */
export const modals = createModalStore();
