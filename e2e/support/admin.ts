/**
 * The operators' token of the suite's server (playwright.config.ts starts it with ADMIN_TOKEN):
 * tests grant premium with the admin API (POST /api/admin/premium), as operators do.
 */
export const E2E_ADMIN_TOKEN = 'e2e-admin-token-of-the-suite-server';
