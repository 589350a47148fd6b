/**
 * What Stripe adds to a return address after a bank's own page (3-D Secure): the client secret of
 * the payment to ask about, and its id and status, dropped from the address once read.
 */
export const CLIENT_SECRET_PARAM = 'payment_intent_client_secret';
export const STRIPE_RETURN_PARAMS = [CLIENT_SECRET_PARAM, 'payment_intent', 'redirect_status'] as const;
