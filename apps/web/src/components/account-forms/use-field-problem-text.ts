import { useTranslation } from 'react-i18next';
import type { FieldProblem } from './validate-account-fields.ts';

/** Turns a field problem into its sentence: "please inform your email", "please enter a longer name"… */
export function useFieldProblemText() {
  const { t } = useTranslation();
  return (problem: FieldProblem | undefined): string | undefined => {
    if (!problem) return undefined;
    if (problem.key === 'required') {
      return t('accountForms.validation.required', { field: t(`accountForms.validation.${problem.field}`) });
    }
    return t(`accountForms.validation.${problem.key}`);
  };
}
