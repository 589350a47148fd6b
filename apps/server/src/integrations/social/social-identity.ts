/** Who a social provider says the person is, after the server verified the provider's token. */
export interface SocialIdentity {
  provider: 'google' | 'facebook' | 'apple';
  /** The provider's stable user id (the token's subject). */
  providerId: string;
  email: string | undefined;
  /**
   * Whether the provider vouches that the person owns the e-mail address: true, false (it says
   * the address is unverified) or 'unknown' (it doesn't say).
   */
  emailVerified: boolean | 'unknown';
  name: string | undefined;
  picture: string | undefined;
}

/** The provider refused the token (forged, expired, wrong audience) or isn't configured. */
export class SocialAuthError extends Error {
  readonly statusCode: number;
  /** The message is meant for the client, also for 502 (provider down) and 503 (not set up). */
  readonly expose = true;
  constructor(message: string, statusCode = 401) {
    super(message);
    this.statusCode = statusCode;
  }
}
