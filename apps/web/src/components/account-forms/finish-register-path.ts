import { paths } from '../../config/paths.ts';

/** The query that turns /register into "finish your registration" (spec 1 section 2). */
export const FINISH_REGISTER_PARAM = 'finishRegister';

export function finishRegisterPath(): string {
  return `${paths.register}?${new URLSearchParams({ [FINISH_REGISTER_PARAM]: 'true' })}`;
}
