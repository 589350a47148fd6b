// Loaded on demand by snackbar-host.tsx (kept out of the first visit's shell chunk in vite.config.ts).
import { SNACKBAR_HOLD_EVENT } from './snackbar-hold.ts';

/** Where a snackbar may sit: the bottom edge, the top edge, or out of sight until one is free. */
export type SnackbarPlacement = 'bottom' | 'top' | 'waiting';

/** Something a person types or chooses a value in; a tick box or a button is not covered by this rule. */
const FIELDS = [
  'input:not([type="checkbox"],[type="radio"],[type="button"],[type="submit"],[type="reset"],[type="hidden"],[type="image"])',
  'select',
  'textarea',
  '[contenteditable=""]',
  '[contenteditable="true"]',
].join(',');

interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** The boxes of the fields on screen in the snackbar's own layer (the page, or the dialog it is in). */
function fieldBoxes(region: HTMLElement): Box[] {
  const layer = region.closest('dialog');
  const boxes: Box[] = [];
  for (const field of document.querySelectorAll<HTMLElement>(FIELDS)) {
    if (field.closest('dialog') !== layer || region.contains(field)) continue;
    const box = field.getBoundingClientRect();
    const isOnScreen = box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < window.innerHeight;
    if (isOnScreen) boxes.push(box);
  }
  return boxes;
}

/**
 * Puts the region's snackbar at the bottom, else at the top, where it covers no form field (the
 * "Ready to work offline" notice over the new-plan form, issue 11). When both edges would cover
 * one, an error still shows at the top (it must be read); any other snackbar waits out of sight,
 * still announced, its time held, until scrolling or resizing frees an edge.
 */
export function placeSnackbar(region: HTMLElement): SnackbarPlacement | null {
  const snackbar = region.firstElementChild;
  if (!(snackbar instanceof HTMLElement)) {
    region.dataset.placement = 'bottom';
    return null;
  }
  const fields = fieldBoxes(region);
  let placement: SnackbarPlacement = 'waiting';
  for (const candidate of ['bottom', 'top'] as const) {
    region.dataset.placement = candidate;
    const box = region.getBoundingClientRect();
    if (!fields.some((field) => overlaps(box, field))) {
      placement = candidate;
      break;
    }
  }
  if (placement === 'waiting' && snackbar.getAttribute('role') === 'alert') placement = 'top';
  region.dataset.placement = placement;
  const wasWaiting = snackbar.dataset.waiting === 'true';
  if (wasWaiting !== (placement === 'waiting')) {
    snackbar.dataset.waiting = String(placement === 'waiting');
    snackbar.dispatchEvent(new CustomEvent(SNACKBAR_HOLD_EVENT, { detail: placement === 'waiting' }));
  }
  return placement;
}

/**
 * Keeps a snackbar region clear of form fields: placed before it is painted whenever a snackbar
 * appears (a mutation observer runs before the next frame), and again when the page scrolls or
 * its size changes while one shows. Returns the function that stops watching.
 */
export function avoidFields(region: HTMLElement): () => void {
  let frame = 0;
  const placeSoon = () => {
    if (frame || !region.firstElementChild) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      placeSnackbar(region);
    });
  };
  const observer = new MutationObserver(() => placeSnackbar(region));
  observer.observe(region, { childList: true });
  const controller = new AbortController();
  const options = { capture: true, passive: true, signal: controller.signal };
  window.addEventListener('scroll', placeSoon, options);
  window.addEventListener('resize', placeSoon, options);
  window.visualViewport?.addEventListener('resize', placeSoon, { signal: controller.signal });
  document.addEventListener('focusin', placeSoon, options);
  placeSnackbar(region);
  return () => {
    observer.disconnect();
    controller.abort();
    cancelAnimationFrame(frame);
  };
}
