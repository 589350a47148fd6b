import { EMAIL_PATTERN, NAME_MIN, PASSWORD_MIN } from '@bible-journey/contract/limits';

/** A field's problem as a key under `accountForms.validation`, or a required field left empty. */
export type FieldProblem =
  | { key: 'required'; field: 'fieldName' | 'fieldEmail' | 'fieldPassword' }
  | { key: 'nameTooShort' | 'emailInvalid' | 'passwordTooShort' };

export type AccountField = 'name' | 'email' | 'password';
export type FieldProblems = Partial<Record<AccountField, FieldProblem>>;

const required = (field: 'fieldName' | 'fieldEmail' | 'fieldPassword'): FieldProblem => ({ key: 'required', field });

/** A name of at least NAME_MIN characters (spec 1 section 5). */
export function checkName(name: string): FieldProblem | undefined {
  const trimmed = name.trim();
  if (!trimmed) return required('fieldName');
  return trimmed.length < NAME_MIN ? { key: 'nameTooShort' } : undefined;
}

/** text@text.tld as the contract's EMAIL_PATTERN says. */
export function checkEmail(email: string): FieldProblem | undefined {
  const trimmed = email.trim();
  if (!trimmed) return required('fieldEmail');
  return EMAIL_PATTERN.test(trimmed) ? undefined : { key: 'emailInvalid' };
}

/** A new password of at least PASSWORD_MIN characters (register and reset). */
export function checkNewPassword(password: string): FieldProblem | undefined {
  if (!password) return required('fieldPassword');
  return password.length < PASSWORD_MIN ? { key: 'passwordTooShort' } : undefined;
}

/** Sign-in only asks that both fields be filled. */
export function checkLogin({ email, password }: { email: string; password: string }): FieldProblems {
  return withoutEmpty({
    email: email.trim() ? undefined : required('fieldEmail'),
    password: password ? undefined : required('fieldPassword'),
  });
}

export function checkRegister(values: { name: string; email: string; password: string }): FieldProblems {
  return withoutEmpty({
    name: checkName(values.name),
    email: checkEmail(values.email),
    password: checkNewPassword(values.password),
  });
}

function withoutEmpty(problems: Record<AccountField, FieldProblem | undefined> | FieldProblems): FieldProblems {
  return Object.fromEntries(Object.entries(problems).filter(([, problem]) => problem)) as FieldProblems;
}
