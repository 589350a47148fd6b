import { type DefaultValues, type FieldValues, useForm } from 'react-hook-form';
import { checkResolver, type FormProblems } from './check-resolver.ts';

// Here rather than in lib/: lib/ is part of the shell chunk every screen loads (vite.config.ts),
// and react-hook-form is to load only with the screens and modals that hold a form.

/**
 * The app's one form approach (docs/decisions/0010-one-form-approach.md): react-hook-form holding
 * the values and errors, the form's own check run on submit, errors changed only by a submit or a
 * server outcome (setError), and the first field with a problem focused.
 */
export function useCheckedForm<Values extends FieldValues>(
  defaultValues: DefaultValues<Values>,
  check: (values: Values) => FormProblems<Values>,
) {
  return useForm<Values>({
    defaultValues,
    resolver: checkResolver(check),
    mode: 'onSubmit',
    // As the forms always did: an error stays until the next submit, rather than changing while typing.
    reValidateMode: 'onSubmit',
    shouldFocusError: true,
  });
}
