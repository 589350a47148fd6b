import { randomInt, webcrypto } from 'node:crypto';
import * as x509 from '@peculiar/x509';
import { CompactSign } from 'jose';
import type { AppStoreConfig } from '../config-stores.js';

/*
 * App Store transactions signed here, the way Apple signs them: ES256 with a leaf certificate,
 * the chain leaf → intermediate → root in the x5c header, and the marker extensions Apple's
 * library looks for (1.2.840.113635.100.6.11.1 on the leaf, 1.2.840.113635.100.6.2.1 on the
 * intermediate). The server trusts this root instead of Apple's. Revocation (OCSP) needs Apple's
 * responders, so the test verifier runs with online checks off.
 */

export const FAKE_BUNDLE_ID = 'app.biblejourney.test';
export const APPLE_PRODUCTS = {
  monthly: 'biblejourney_monthly_0',
  challenge: 'biblejourney_unique_1',
} as const;

const ALGORITHM = { name: 'ECDSA', namedCurve: 'P-256', hash: 'SHA-256' } as const;
const LEAF_MARKER = '1.2.840.113635.100.6.11.1';
const INTERMEDIATE_MARKER = '1.2.840.113635.100.6.2.1';
const DER_NULL = new Uint8Array([5, 0]);

export interface TransactionFields {
  transactionId?: string;
  productId?: string;
  bundleId?: string;
  environment?: string;
  type?: string;
  expiresDate?: number;
  revocationDate?: number;
}

export interface FakeAppStore {
  /** The server's App Store settings: this chain's root, the sandbox, online checks off. */
  appStore: AppStoreConfig;
  /** A signed transaction (JWS) of one challenge unless told otherwise. */
  sign(fields?: TransactionFields): Promise<string>;
}

/** A fresh transaction id, App Store-like (digits). */
export const newTransactionId = () => String(2_000_000_000_000_000 + randomInt(1_000_000_000));

x509.cryptoProvider.set(webcrypto as unknown as Parameters<typeof x509.cryptoProvider.set>[0]);

async function generateKeys() {
  return webcrypto.subtle.generateKey(ALGORITHM, true, ['sign', 'verify']) as Promise<webcrypto.CryptoKeyPair>;
}

/** A root, an intermediate and a leaf, valid from yesterday for a year. */
async function buildChain() {
  const notBefore = new Date(Date.now() - 86_400_000);
  const notAfter = new Date(Date.now() + 365 * 86_400_000);
  const [rootKeys, intermediateKeys, leafKeys] = await Promise.all([generateKeys(), generateKeys(), generateKeys()]);
  const root = await x509.X509CertificateGenerator.createSelfSigned({
    serialNumber: '01',
    name: 'CN=Bible Journey Test Root CA',
    notBefore,
    notAfter,
    keys: rootKeys,
    signingAlgorithm: ALGORITHM,
    extensions: [new x509.BasicConstraintsExtension(true, undefined, true)],
  });
  const intermediate = await x509.X509CertificateGenerator.create({
    serialNumber: '02',
    subject: 'CN=Bible Journey Test Intermediate',
    issuer: root.subject,
    notBefore,
    notAfter,
    publicKey: intermediateKeys.publicKey,
    signingKey: rootKeys.privateKey,
    signingAlgorithm: ALGORITHM,
    extensions: [
      new x509.BasicConstraintsExtension(true, 0, true),
      new x509.Extension(INTERMEDIATE_MARKER, false, DER_NULL),
    ],
  });
  const leaf = await x509.X509CertificateGenerator.create({
    serialNumber: '03',
    subject: 'CN=Bible Journey Test Store Signer',
    issuer: intermediate.subject,
    notBefore,
    notAfter,
    publicKey: leafKeys.publicKey,
    signingKey: intermediateKeys.privateKey,
    signingAlgorithm: ALGORITHM,
    extensions: [new x509.Extension(LEAF_MARKER, false, DER_NULL)],
  });
  return { root, intermediate, leaf, signingKey: leafKeys.privateKey };
}

/** Makes a chain and signs transactions with it; `trusted: false` gives a chain the server doesn't trust. */
export async function startFakeAppStore(): Promise<FakeAppStore & { untrusted: Pick<FakeAppStore, 'sign'> }> {
  const signerOf = async () => {
    const chain = await buildChain();
    const x5c = [chain.leaf, chain.intermediate, chain.root].map((cert) =>
      Buffer.from(cert.rawData).toString('base64'),
    );
    const sign = async (fields: TransactionFields = {}) => {
      const now = Date.now();
      const transactionId = fields.transactionId ?? newTransactionId();
      const payload = {
        transactionId,
        originalTransactionId: transactionId,
        productId: APPLE_PRODUCTS.challenge,
        bundleId: FAKE_BUNDLE_ID,
        environment: 'Sandbox',
        type: 'Consumable',
        purchaseDate: now,
        originalPurchaseDate: now,
        signedDate: now,
        quantity: 1,
        inAppOwnershipType: 'PURCHASED',
        transactionReason: 'PURCHASE',
        storefront: 'BRA',
        currency: 'BRL',
        price: 100_000,
        ...fields,
      };
      return new CompactSign(new TextEncoder().encode(JSON.stringify(payload)))
        .setProtectedHeader({ alg: 'ES256', x5c })
        .sign(chain.signingKey);
    };
    return { chain, sign };
  };
  const trusted = await signerOf();
  const untrusted = await signerOf();
  return {
    appStore: {
      bundleId: FAKE_BUNDLE_ID,
      environment: 'Sandbox',
      appAppleId: undefined,
      rootCertificates: [Buffer.from(trusted.chain.root.rawData)],
      onlineChecks: false,
    },
    sign: trusted.sign,
    untrusted: { sign: untrusted.sign },
  };
}
