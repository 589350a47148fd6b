import { type RefObject, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

// Small moves (a finger resting, momentum's last pixels) don't flip the header.
const SCROLL_STEP = 8;

/** Spec 2 section 9: the bottom-of-page threshold. */
export const BOTTOM_THRESHOLD_PX = 100;

/**
 * Spec 2 sections 4 and 9: the bottom is reached when scroll position plus visible height is at
 * least the total height less the 100 px threshold (the last lines and the copyright are in view).
 */
export function isScrolledToBottom(element: Pick<HTMLElement, 'scrollTop' | 'clientHeight' | 'scrollHeight'>) {
  return element.scrollTop + element.clientHeight >= element.scrollHeight - BOTTOM_THRESHOLD_PX;
}

/**
 * Focus mode and the end of the text for the reader's scrolling area: scrolling down hides the
 * chrome (header and chapter bar), scrolling up or reaching the bottom shows it again. A new
 * `locationKey` (chapter or version) starts again from the top; a new `contentKey` (the text
 * arrived) measures again, as a short chapter that doesn't scroll is already at its bottom.
 */
export function useReadingScroll(ref: RefObject<HTMLElement | null>, locationKey: string, contentKey: string) {
  const [isAtBottom, setAtBottom] = useState(false);
  const [isChromeHidden, setChromeHidden] = useState(false);
  const lastTop = useRef(0);

  const measure = useCallback(() => {
    const element = ref.current;
    if (element) setAtBottom(isScrolledToBottom(element));
  }, [ref]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for each new chapter or version.
  useLayoutEffect(() => {
    const element = ref.current;
    if (element) element.scrollTop = 0;
    lastTop.current = 0;
    setChromeHidden(false);
  }, [locationKey]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: measures again whenever the text changes.
  useLayoutEffect(measure, [contentKey, measure]);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const handleScroll = () => {
      const top = element.scrollTop;
      const atBottom = isScrolledToBottom(element);
      setAtBottom(atBottom);
      if (atBottom) setChromeHidden(false);
      else if (Math.abs(top - lastTop.current) >= SCROLL_STEP) setChromeHidden(top > lastTop.current && top > 0);
      else return;
      lastTop.current = top;
    };
    element.addEventListener('scroll', handleScroll, { passive: true });
    // A font size change or a rotated phone changes what fits on screen.
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    resize?.observe(element);
    return () => {
      element.removeEventListener('scroll', handleScroll);
      resize?.disconnect();
    };
  }, [ref, measure]);

  const showChrome = useCallback(() => setChromeHidden(false), []);

  return { isAtBottom, isChromeHidden, showChrome, measure };
}
