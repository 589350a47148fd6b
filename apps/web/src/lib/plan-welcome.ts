/** The navigation state of a plan just created: /plan opens with its first-day welcome (issue 24). */
export const PLAN_WELCOME = { welcome: true } as const;

export const isPlanWelcome = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as { welcome?: unknown }).welcome === true;
