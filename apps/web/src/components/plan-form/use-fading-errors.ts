import { useCallback, useEffect, useRef } from 'react';

/** Spec 2 section 9: a form error disappears after 3 s. */
export const FORM_ERROR_MS = 3000;

/**
 * Clears the form's errors FORM_ERROR_MS after a submit found them (react-hook-form's onInvalid);
 * a later submit with errors starts the 3 s again.
 */
export function useFadingErrors(clearErrors: () => void): () => void {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  return useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => clearErrors(), FORM_ERROR_MS);
  }, [clearErrors]);
}
