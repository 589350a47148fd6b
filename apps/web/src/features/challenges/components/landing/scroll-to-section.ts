import { prefersReducedMotion } from '../../../../lib/reduced-motion.ts';

/**
 * Brings the section with this id into view (smoothly, unless reduced motion is asked for) and
 * moves the focus to it, so keyboard and screen-reader users land where the eye does. False when
 * the section is not on the page (yet).
 */
export function scrollToSection(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  target.scrollIntoView?.({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  target.focus({ preventScroll: true });
  return true;
}
