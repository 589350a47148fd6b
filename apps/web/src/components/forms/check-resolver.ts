import type { FieldErrors, FieldPath, FieldValues, Resolver } from 'react-hook-form';

/**
 * What a form's own check finds: for each field with a problem, what to say (an i18n key, or a
 * code the form translates); a field without a problem is left out or undefined. A field of a
 * list is named by its path, e.g. `alternatives.2.text`.
 */
export type FormProblems<Values extends FieldValues> = Partial<Record<FieldPath<Values>, string>>;

/** Errors as react-hook-form reads them: `alternatives.2.text` is errors.alternatives[2].text. */
function nestError(errors: Record<string, unknown>, path: string, error: { type: string; message: string }): void {
  const parts = path.split('.');
  let node: Record<string, unknown> = errors;
  parts.forEach((part, index) => {
    if (index === parts.length - 1) {
      node[part] = error;
      return;
    }
    node[part] ??= /^\d+$/.test(parts[index + 1] ?? '') ? [] : {};
    node = node[part] as Record<string, unknown>;
  });
}

/**
 * Turns a form's check (validate-account-fields.ts, core's validatePlanForm…) into a
 * react-hook-form resolver, so the rules stay in one place and the library only runs them.
 */
export function checkResolver<Values extends FieldValues>(
  check: (values: Values) => FormProblems<Values>,
): Resolver<Values> {
  return (values) => {
    const found = Object.entries(check(values)).filter((entry): entry is [string, string] => Boolean(entry[1]));
    if (found.length === 0) return { values, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const [name, message] of found) nestError(errors, name, { type: 'check', message });
    return { values: {}, errors: errors as FieldErrors<Values> };
  };
}
