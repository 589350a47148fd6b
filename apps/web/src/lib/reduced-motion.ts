/** Whether the person asked their system for less motion (prefers-reduced-motion: reduce). */
export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
