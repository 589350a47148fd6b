import { useTranslation } from 'react-i18next';
import type { FieldProblem } from './validate-account-fields.ts';

/** Turns a field problem into its sentence: "Enter your e-mail", "Please enter a longer name"… */
export function useFieldProblemText() {
  const { t } = useTranslation();
  return (problem: FieldProblem | undefined): string | undefined =>
    problem ? t(`accountForms.validation.${problem.key}`) : undefined;
}
