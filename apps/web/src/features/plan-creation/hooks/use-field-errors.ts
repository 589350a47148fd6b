import type { FieldError } from '@bible-journey/core';
import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec 2 section 9: a form error disappears after 3 s. */
export const FORM_ERROR_MS = 3000;

export type FieldErrors = Record<string, FieldError['code']>;

/** Field errors that clear themselves FORM_ERROR_MS after they were shown. */
export function useFieldErrors() {
  const [errors, setErrors] = useState<FieldErrors>({});
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const showErrors = useCallback((next: FieldErrors) => {
    clearTimeout(timer.current);
    setErrors(next);
    if (Object.keys(next).length > 0) timer.current = setTimeout(() => setErrors({}), FORM_ERROR_MS);
  }, []);

  return { errors, showErrors };
}
