import { afterEach, describe, expect, it, vi } from 'vitest';
import { avoidFields, placeSnackbar } from './avoid-fields.ts';
import { SNACKBAR_HOLD_EVENT } from './snackbar-hold.ts';

// happy-dom lays nothing out: boxes are given by hand, on a 360 × 768 screen.
const WIDTH = 360;
const HEIGHT = window.innerHeight;
const SNACKBAR_HEIGHT = 56;

function box(top: number, height: number, left = 16, width = WIDTH - 32): DOMRect {
  return DOMRect.fromRect({ x: left, y: top, width, height });
}

/** A snackbar region whose box follows its placement, as the stylesheet places it. */
function region(role: 'status' | 'alert' = 'status') {
  const element = document.createElement('div');
  const snackbar = document.createElement('div');
  snackbar.setAttribute('role', role);
  element.append(snackbar);
  document.body.append(element);
  vi.spyOn(element, 'getBoundingClientRect').mockImplementation(() =>
    element.dataset.placement === 'top'
      ? box(12, SNACKBAR_HEIGHT)
      : box(HEIGHT - 12 - SNACKBAR_HEIGHT, SNACKBAR_HEIGHT),
  );
  return { element, snackbar };
}

function field(tag: 'input' | 'select' | 'textarea', rect: DOMRect, type?: string) {
  const element = document.createElement(tag);
  if (type) element.setAttribute('type', type);
  document.body.append(element);
  vi.spyOn(element, 'getBoundingClientRect').mockReturnValue(rect);
  return element;
}

afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('a snackbar keeps clear of form fields', () => {
  it('stays at the bottom when nothing is under it', () => {
    const { element } = region();
    field('input', box(100, 44));
    expect(placeSnackbar(element)).toBe('bottom');
    expect(element.dataset.placement).toBe('bottom');
  });

  it('moves to the top over a field at the bottom (the new-plan form on a phone)', () => {
    const { element } = region();
    field('input', box(HEIGHT - 60, 44), 'date');
    expect(placeSnackbar(element)).toBe('top');
  });

  it('ignores tick boxes, buttons, fields off screen and fields outside its layer', () => {
    const { element } = region();
    field('input', box(HEIGHT - 60, 44), 'checkbox');
    field('input', box(HEIGHT - 60, 44), 'submit');
    field('textarea', box(HEIGHT + 20, 80));
    const dialog = document.createElement('dialog');
    document.body.append(dialog);
    const behind = field('select', box(HEIGHT - 60, 44));
    dialog.append(behind);
    expect(placeSnackbar(element)).toBe('bottom');
  });

  it('waits out of sight, its time held, when both edges would cover a field; an error takes the top', () => {
    const { element, snackbar } = region();
    const held: boolean[] = [];
    snackbar.addEventListener(SNACKBAR_HOLD_EVENT, (event) => held.push((event as CustomEvent<boolean>).detail));
    field('input', box(0, 80));
    const bottom = field('textarea', box(HEIGHT - 100, 100));
    expect(placeSnackbar(element)).toBe('waiting');
    expect(snackbar.dataset.waiting).toBe('true');

    bottom.remove();
    expect(placeSnackbar(element)).toBe('bottom');
    expect(held).toEqual([true, false]);

    const alert = region('alert');
    field('textarea', box(HEIGHT - 100, 100));
    expect(placeSnackbar(alert.element)).toBe('top');
  });

  it('places each new snackbar before it is painted, and again on scroll', async () => {
    const { element, snackbar } = region();
    snackbar.remove();
    const stop = avoidFields(element);
    const input = field('input', box(HEIGHT - 60, 44));
    element.append(document.createElement('div'));
    await Promise.resolve();
    expect(element.dataset.placement).toBe('top');

    vi.mocked(input.getBoundingClientRect).mockReturnValue(box(200, 44));
    window.dispatchEvent(new Event('scroll'));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(element.dataset.placement).toBe('bottom');
    stop();
  });
});
