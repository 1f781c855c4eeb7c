import { type Challenge, createChallenge, type Payload, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { CaptchaConfig } from '../config/config';
import { sharedSecret } from '../db/sharedSecret';
import { UsedChallengeModel } from './usedChallenge.model';

const ALGORITHM = 'SHA-256';
const DUPLICATE_KEY = 11000;
const SHARED_KEY_NAME = 'altcha-hmac-key';

interface SigningKeys {
  readonly hmacSignatureSecret: string;
  readonly hmacKeySignatureSecret: string;
}

const signingKeysOf = (hmacKey: string): SigningKeys => ({
  hmacSignatureSecret: hmacKey,
  hmacKeySignatureSecret: `${hmacKey}:key`,
});

/**
 * Self-hosted ALTCHA proof of work (v2, deterministic mode): the server picks a secret counter and signs the key
 * it derives; the browser searches counters until its key matches the prefix, the server checks the key's
 * signature. Each solved challenge is accepted once.
 */
export class AltchaCaptcha {
  private keys: Promise<SigningKeys> | undefined;

  constructor(private readonly config: CaptchaConfig) {}

  /** ALTCHA_HMAC_KEY, or else one key kept in the database, so every API instance verifies what another signed. */
  private signingKeys(): Promise<SigningKeys> {
    const configured = this.config.altchaHmacKey;
    if (configured) return Promise.resolve(signingKeysOf(configured));
    this.keys ??= sharedSecret(SHARED_KEY_NAME).then(signingKeysOf, (error: unknown) => {
      this.keys = undefined;
      throw error;
    });
    return this.keys;
  }

  async createChallenge(): Promise<Challenge> {
    const max = this.config.altchaMaxNumber;
    return createChallenge({
      algorithm: ALGORITHM,
      cost: 1,
      counter: randomInt(Math.floor(max / 10), max),
      deriveKey,
      expiresAt: new Date(Date.now() + this.config.altchaExpirySeconds * 1000),
      ...(await this.signingKeys()),
    });
  }

  /** True for a correct, unexpired, signed solution seen for the first time. */
  async verify(response: string): Promise<boolean> {
    const payload = parsePayload(response);
    if (!payload) return false;
    const result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      ...(await this.signingKeys()),
    }).catch(() => undefined);
    if (!result?.verified) return false;
    return this.markUsed(payload.challenge.signature ?? '', payload.challenge.parameters.expiresAt);
  }

  private async markUsed(signature: string, expiresAtSeconds: number | undefined): Promise<boolean> {
    const expiresAt = new Date(
      (expiresAtSeconds ?? Date.now() / 1000 + this.config.altchaExpirySeconds) * 1000,
    );
    try {
      await UsedChallengeModel.create({ _id: signature, expiresAt });
      return true;
    } catch (error) {
      if ((error as { code?: number }).code === DUPLICATE_KEY) return false;
      throw error;
    }
  }
}

/** The widget sends base64(JSON { challenge, solution }). */
function parsePayload(response: string): Payload | undefined {
  try {
    const payload = JSON.parse(Buffer.from(response, 'base64').toString('utf8')) as Partial<Payload>;
    if (!payload.challenge?.parameters || !payload.solution) return undefined;
    if (payload.challenge.parameters.algorithm !== ALGORITHM) return undefined;
    return payload as Payload;
  } catch {
    return undefined;
  }
}
