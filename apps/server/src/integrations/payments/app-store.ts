import {
  Environment,
  type JWSTransactionDecodedPayload,
  SignedDataVerifier,
  VerificationException,
  VerificationStatus,
} from '@apple/app-store-server-library';
import type { AppStoreConfig } from '../../config-stores.js';

export type { JWSTransactionDecodedPayload as AppStoreTransaction };

/** The App Store's settings and the verifier of its signed data (Apple's own library). */
export interface AppStore {
  config: AppStoreConfig;
  verifier: SignedDataVerifier;
}

/** The app's verifier of App Store transactions, or null while the App Store is not set up. */
export function createAppStore(config: AppStoreConfig | null): AppStore | null {
  if (!config) return null;
  const environment = config.environment === 'Production' ? Environment.PRODUCTION : Environment.SANDBOX;
  return {
    config,
    verifier: new SignedDataVerifier(
      config.rootCertificates,
      config.onlineChecks,
      environment,
      config.bundleId,
      config.appAppleId,
    ),
  };
}

/**
 * Why Apple's library refused a transaction, in words for the client; null when the check itself
 * failed (a revocation check that couldn't reach Apple: try again later).
 */
export function refusalOf(error: unknown): string | null {
  if (!(error instanceof VerificationException)) throw error;
  switch (error.status) {
    case VerificationStatus.RETRYABLE_VERIFICATION_FAILURE:
      return null;
    case VerificationStatus.INVALID_APP_IDENTIFIER:
      return 'is a transaction of another app';
    case VerificationStatus.INVALID_ENVIRONMENT:
      return 'is a transaction of another App Store environment (sandbox or production)';
    default:
      return 'is not a transaction signed by the App Store';
  }
}
