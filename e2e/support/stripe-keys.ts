/**
 * The suite's checkout: each worker's server talks to a fake Stripe API with these keys
 * (support/suite.ts), and each page gets a fake Stripe.js (support/fake-stripe.js) whose calls to
 * api.stripe.com reach that same fake.
 */
export const E2E_STRIPE = {
  secretKey: 'sk_test_e2e_suite',
  webhookSecret: 'whsec_e2e_suite',
  publishableKey: 'pk_test_fake',
  monthlyPriceIds: 'price_monthly_brl,price_monthly_usd',
  challengePriceIds: 'price_challenge_brl,price_challenge_usd',
  // The fake's own donation product (apps/server/src/test/fake-stripe.ts): monthly donations price under it.
  donationProductId: 'prod_donation',
};
