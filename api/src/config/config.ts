import path from 'node:path';
import Joi from 'joi';

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
  readonly seedOnEmpty: boolean;
  readonly shutdownTimeoutMs: number;
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
  SEED_ON_EMPTY: Joi.boolean().truthy('1').falsy('0').default(true),
  SHUTDOWN_TIMEOUT_MS: Joi.number().integer().min(100).default(10000),
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
    seedOnEmpty: value.SEED_ON_EMPTY,
    shutdownTimeoutMs: value.SHUTDOWN_TIMEOUT_MS,
  };
}
