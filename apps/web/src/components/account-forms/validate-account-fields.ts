import { EMAIL_PATTERN, NAME_MIN, PASSWORD_MIN } from '@bible-journey/contract/limits';

/**
 * A field's problem as a key under `accountForms.validation`: each a whole sentence, since "enter
 * your …" agrees with its field in some languages (pt: "seu nome", "sua senha").
 */
export type FieldProblem = {
  key: 'nameMissing' | 'emailMissing' | 'passwordMissing' | 'nameTooShort' | 'emailInvalid' | 'passwordTooShort';
};

export type AccountField = 'name' | 'email' | 'password';
export type FieldProblems = Partial<Record<AccountField, FieldProblem>>;

const problem = (key: FieldProblem['key']): FieldProblem => ({ key });

/** A name of at least NAME_MIN characters (spec 1 section 5). */
export function checkName(name: string): FieldProblem | undefined {
  const trimmed = name.trim();
  if (!trimmed) return problem('nameMissing');
  return trimmed.length < NAME_MIN ? problem('nameTooShort') : undefined;
}

/** text@text.tld as the contract's EMAIL_PATTERN says. */
export function checkEmail(email: string): FieldProblem | undefined {
  const trimmed = email.trim();
  if (!trimmed) return problem('emailMissing');
  return EMAIL_PATTERN.test(trimmed) ? undefined : problem('emailInvalid');
}

/** Only that an e-mail is given (sign-in and password recovery: the server says whether it has an account). */
export function checkEmailGiven(email: string): FieldProblem | undefined {
  return email.trim() ? undefined : problem('emailMissing');
}

/** A new password of at least PASSWORD_MIN characters (register and reset). */
export function checkNewPassword(password: string): FieldProblem | undefined {
  if (!password) return problem('passwordMissing');
  return password.length < PASSWORD_MIN ? problem('passwordTooShort') : undefined;
}

/** Sign-in only asks that both fields be filled. */
export function checkLogin({ email, password }: { email: string; password: string }): FieldProblems {
  return withoutEmpty({
    email: checkEmailGiven(email),
    password: password ? undefined : problem('passwordMissing'),
  });
}

export function checkRegister(values: { name: string; email: string; password: string }): FieldProblems {
  return withoutEmpty({
    name: checkName(values.name),
    email: checkEmail(values.email),
    password: checkNewPassword(values.password),
  });
}

/** A problem's sentence as an i18n key, as the form approach (components/forms) shows it. */
export function problemMessage(found: FieldProblem | undefined): string | undefined {
  return found && `accountForms.validation.${found.key}`;
}

/** A check's problems as the form approach takes them: field -> its sentence's i18n key. */
export function asFormProblems(problems: FieldProblems): Partial<Record<AccountField, string>> {
  return Object.fromEntries(Object.entries(problems).map(([field, found]) => [field, problemMessage(found)]));
}

function withoutEmpty(problems: Record<AccountField, FieldProblem | undefined> | FieldProblems): FieldProblems {
  return Object.fromEntries(Object.entries(problems).filter(([, problem]) => problem)) as FieldProblems;
}
