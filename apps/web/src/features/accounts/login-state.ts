/** What the log-in screen is opened with: the e-mail to fill in (after a reset, from a used link). */
export interface LoginState {
  email: string;
}

export const loginState = (email: string): LoginState => ({ email });

/** The e-mail a navigation to /login carried, if any. */
export function emailOfLoginState(state: unknown): string {
  const email = (state as Partial<LoginState> | null)?.email;
  return typeof email === 'string' ? email : '';
}

/** /forgot-password with the e-mail filled in, when known. */
export const forgotPasswordFor = (email: string, base: string) =>
  email ? `${base}?${new URLSearchParams({ email })}` : base;
