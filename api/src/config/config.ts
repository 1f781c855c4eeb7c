import path from 'node:path';
import { TAB_BODY_PASSPHRASE } from '@acorduri/contracts';
import { defaultReleasesDir, defaultStoreKind, type ReleaseStoreKind } from '@acorduri/release';
import Joi from 'joi';
import { siteUrlOf } from './siteUrl';
import { parseTrustedOrigins } from './trustedOrigins';
import { parseTrustProxy, type TrustProxy } from './trustProxy';

export type DbEngine = 'auto' | 'uri' | 'memory' | 'embedded';

export interface AppConfig {
  readonly env: 'development' | 'production' | 'test';
  readonly host: string;
  readonly port: number;
  readonly dataDir: string;
  readonly dbEngine: DbEngine;
  readonly mongodbUri: string | undefined;
  readonly memoryServerTimeoutMs: number;
  readonly logLevel: string;
  /** Folder holding the front-end packages (shell/dist, mf-*\/dist); the repo root by default. */
  readonly webRoot: string;
  /** A remotes manifest file that replaces the default one (per environment). */
  readonly mfManifestFile: string | undefined;
  /** Released remotes (`<dir>/<folder>/<version>/`) and where their registry is kept (tools/release). */
  readonly releases: { readonly dir: string; readonly store: ReleaseStoreKind };
  readonly seedOnEmpty: boolean;
  readonly shutdownTimeoutMs: number;
  /** Tab bodies travel encrypted with a key derived from it; the front-ends must be built with the same one. */
  readonly tabEncryptionPassphrase: string;
  /** Origin the site is reached at (PUBLIC_URL, else the URL printed at start); mail links point there. */
  readonly publicUrl: string;
  /** Express `trust proxy`: which peers may name the client's address (X-Forwarded-For); none by default. */
  readonly trustProxy: TrustProxy;
  /** Origins besides the site's own (the request's host and PUBLIC_URL) allowed to send write calls. */
  readonly trustedOrigins: readonly string[];
  readonly session: SessionConfig;
  readonly mail: MailConfig;
  readonly captcha: CaptchaConfig;
  readonly rateLimits: RateLimitConfig;
}

export interface SessionConfig {
  readonly ttlSeconds: number;
  /** `auto`: Secure when the request arrived over https (directly or through the trusted proxy). */
  readonly cookieSecure: 'auto' | boolean;
}

export interface MailConfig {
  /** SMTP transport; without it mails are written to `${dataDir}/outbox`. */
  readonly smtpUrl: string | undefined;
  readonly from: string;
  /** Receives the contact form's messages. */
  readonly adminEmail: string;
}

export interface CaptchaConfig {
  /** hCaptcha replaces the self-hosted ALTCHA challenge when its secret is set. */
  readonly hcaptchaSecret: string | undefined;
  readonly hcaptchaSitekey: string | undefined;
  readonly hcaptchaVerifyUrl: string;
  /** HMAC key signing ALTCHA challenges; a random one per process when unset. */
  readonly altchaHmacKey: string | undefined;
  /** Proof-of-work size: the solver tries up to this many counters. */
  readonly altchaMaxNumber: number;
  readonly altchaExpirySeconds: number;
}

export interface RateLimitWindow {
  readonly max: number;
  readonly windowSeconds: number;
}

export interface RateLimitConfig {
  /** Per address and per action: sign-in, register, forgot-password, contact. */
  readonly auth: RateLimitWindow;
  /** Per signed-in user (per address when anonymous) over every write call using `writeLimiter`. */
  readonly write: RateLimitWindow;
  /** Per user (per address when anonymous) over the paged search (GET /api/tab?search=). */
  readonly search: RateLimitWindow;
  /** Per user (per address when anonymous) over the other tab lists (GET /api/tab without `search`). */
  readonly list: RateLimitWindow;
  /** Per user (per address when anonymous) over the autocomplete under the search box. */
  readonly autocomplete: RateLimitWindow;
}

const repoRoot = path.resolve(__dirname, '../../..');

const schema = Joi.object({
  NODE_ENV: Joi.string().valid('development', 'production', 'test').default('production'),
  HOST: Joi.string().hostname().default('127.0.0.1'),
  PORT: Joi.number().integer().min(0).max(65535).default(3000),
  DATA_DIR: Joi.string().default(path.join(repoRoot, '.data')),
  DB_ENGINE: Joi.string().valid('auto', 'uri', 'memory', 'embedded').default('auto'),
  MONGODB_URI: Joi.string()
    .uri({ scheme: ['mongodb', 'mongodb+srv'] })
    // biome-ignore lint/suspicious/noThenProperty: Joi's conditional schema API names its branch `then`.
    .when('DB_ENGINE', { is: 'uri', then: Joi.required() }),
  MEMORY_SERVER_TIMEOUT_MS: Joi.number().integer().min(1000).default(20000),
  LOG_LEVEL: Joi.string().valid('fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent').default('info'),
  WEB_ROOT: Joi.string().default(repoRoot),
  MF_MANIFEST_FILE: Joi.string(),
  RELEASES_DIR: Joi.string(),
  RELEASES_STORE: Joi.string().valid('file', 'db'),
  SEED_ON_EMPTY: Joi.boolean().truthy('1').falsy('0').default(true),
  SHUTDOWN_TIMEOUT_MS: Joi.number().integer().min(100).default(10000),
  TAB_ENCRYPTION_PASSPHRASE: Joi.string().min(1).default(TAB_BODY_PASSPHRASE),
  // A system-chosen port (0) is unknown here, so mail links need the public URL spelled out.
  PUBLIC_URL: Joi.string()
    .uri({ scheme: ['http', 'https'] })
    // biome-ignore lint/suspicious/noThenProperty: Joi's conditional schema API names its branch `then`.
    .when('PORT', { is: 0, then: Joi.required() }),
  TRUST_PROXY: Joi.string()
    .allow('')
    .default('none')
    .custom((value: string, helpers) =>
      parseTrustProxy(value) === undefined ? helpers.error('any.invalid') : value,
    )
    .messages({
      'any.invalid':
        '{{#label}} trebuie să fie none, un număr de proxy-uri sau o listă de loopback, linklocal, uniquelocal, adrese IP și CIDR separate prin virgulă',
    }),
  TRUSTED_ORIGINS: Joi.string()
    .allow('')
    .default('')
    .custom((value: string, helpers) => (parseTrustedOrigins(value) ? value : helpers.error('any.invalid')))
    .messages({ 'any.invalid': '{{#label}} trebuie să fie origini http(s) separate prin virgulă' }),
  SESSION_TTL_SECONDS: Joi.number()
    .integer()
    .min(60)
    .default(30 * 24 * 3600),
  SESSION_COOKIE_SECURE: Joi.string().valid('auto', '1', '0', 'true', 'false').default('auto'),
  SMTP_URL: Joi.string().uri({ scheme: ['smtp', 'smtps'] }),
  MAIL_FROM: Joi.string().default('Acorduri <no-reply@acorduri.test>'),
  ADMIN_EMAIL: Joi.string().email({ tlds: false }).default('admin@acorduri.test'),
  HCAPTCHA_SECRET: Joi.string(),
  HCAPTCHA_SITEKEY: Joi.string(),
  HCAPTCHA_VERIFY_URL: Joi.string()
    .uri({ scheme: ['http', 'https'] })
    .default('https://api.hcaptcha.com/siteverify'),
  ALTCHA_HMAC_KEY: Joi.string().min(16),
  ALTCHA_MAX_NUMBER: Joi.number().integer().min(10).max(10_000_000).default(100_000),
  ALTCHA_EXPIRY_SECONDS: Joi.number().integer().min(10).default(600),
  RATE_LIMIT_AUTH_MAX: Joi.number().integer().min(1).default(20),
  RATE_LIMIT_AUTH_WINDOW_SECONDS: Joi.number().integer().min(1).default(900),
  RATE_LIMIT_WRITE_MAX: Joi.number().integer().min(1).default(120),
  RATE_LIMIT_WRITE_WINDOW_SECONDS: Joi.number().integer().min(1).default(60),
  RATE_LIMIT_SEARCH_MAX: Joi.number().integer().min(1).default(300),
  RATE_LIMIT_SEARCH_WINDOW_SECONDS: Joi.number().integer().min(1).default(900),
  RATE_LIMIT_LIST_MAX: Joi.number().integer().min(1).default(1800),
  RATE_LIMIT_LIST_WINDOW_SECONDS: Joi.number().integer().min(1).default(900),
  RATE_LIMIT_AUTOCOMPLETE_MAX: Joi.number().integer().min(1).default(600),
  RATE_LIMIT_AUTOCOMPLETE_WINDOW_SECONDS: Joi.number().integer().min(1).default(900),
}).unknown(true);

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** Reads and validates the environment; a bad value stops start-up with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const { value, error } = schema.validate(env, { abortEarly: false, convert: true });
  if (error) {
    const details = error.details.map((d) => `  - ${d.message}`).join('\n');
    throw new ConfigError(`Configurație invalidă (variabile de mediu):\n${details}`);
  }
  return {
    env: value.NODE_ENV,
    host: value.HOST,
    port: value.PORT,
    dataDir: path.resolve(value.DATA_DIR),
    dbEngine: value.MONGODB_URI && value.DB_ENGINE === 'auto' ? 'uri' : value.DB_ENGINE,
    mongodbUri: value.MONGODB_URI,
    memoryServerTimeoutMs: value.MEMORY_SERVER_TIMEOUT_MS,
    logLevel: value.LOG_LEVEL,
    webRoot: path.resolve(value.WEB_ROOT),
    mfManifestFile: value.MF_MANIFEST_FILE ? path.resolve(value.MF_MANIFEST_FILE) : undefined,
    releases: {
      dir: path.resolve(value.RELEASES_DIR ?? defaultReleasesDir(path.resolve(value.DATA_DIR))),
      store: value.RELEASES_STORE ?? defaultStoreKind(value.MONGODB_URI),
    },
    seedOnEmpty: value.SEED_ON_EMPTY,
    shutdownTimeoutMs: value.SHUTDOWN_TIMEOUT_MS,
    tabEncryptionPassphrase: value.TAB_ENCRYPTION_PASSPHRASE,
    publicUrl: (value.PUBLIC_URL ?? siteUrlOf(value.HOST, value.PORT)).replace(/\/+$/, ''),
    trustProxy: parseTrustProxy(value.TRUST_PROXY) ?? false,
    trustedOrigins: parseTrustedOrigins(value.TRUSTED_ORIGINS) ?? [],
    session: {
      ttlSeconds: value.SESSION_TTL_SECONDS,
      cookieSecure:
        value.SESSION_COOKIE_SECURE === 'auto' ? 'auto' : ['1', 'true'].includes(value.SESSION_COOKIE_SECURE),
    },
    mail: { smtpUrl: value.SMTP_URL, from: value.MAIL_FROM, adminEmail: value.ADMIN_EMAIL },
    captcha: {
      hcaptchaSecret: value.HCAPTCHA_SECRET,
      hcaptchaSitekey: value.HCAPTCHA_SITEKEY,
      hcaptchaVerifyUrl: value.HCAPTCHA_VERIFY_URL,
      altchaHmacKey: value.ALTCHA_HMAC_KEY,
      altchaMaxNumber: value.ALTCHA_MAX_NUMBER,
      altchaExpirySeconds: value.ALTCHA_EXPIRY_SECONDS,
    },
    rateLimits: {
      auth: { max: value.RATE_LIMIT_AUTH_MAX, windowSeconds: value.RATE_LIMIT_AUTH_WINDOW_SECONDS },
      write: { max: value.RATE_LIMIT_WRITE_MAX, windowSeconds: value.RATE_LIMIT_WRITE_WINDOW_SECONDS },
      search: { max: value.RATE_LIMIT_SEARCH_MAX, windowSeconds: value.RATE_LIMIT_SEARCH_WINDOW_SECONDS },
      list: { max: value.RATE_LIMIT_LIST_MAX, windowSeconds: value.RATE_LIMIT_LIST_WINDOW_SECONDS },
      autocomplete: {
        max: value.RATE_LIMIT_AUTOCOMPLETE_MAX,
        windowSeconds: value.RATE_LIMIT_AUTOCOMPLETE_WINDOW_SECONDS,
      },
    },
  };
}
