import type { Configuration } from '@rspack/core';

export interface FederatedConfigOptions {
  dir: string;
  name: string;
  port: number;
  exposes?: Record<string, string>;
  isHost?: boolean;
  title?: string;
  define?: Record<string, unknown>;
  /** Host only: remote folder → dev-server port, proxied under /mf/<folder>/ in `npm run dev`. */
  devRemotes?: Record<string, number>;
}

export declare const SINGLETONS: readonly string[];
export declare function sharedConfig(fromDir: string): Record<string, unknown>;
export declare function createConfig(
  options: FederatedConfigOptions,
): (env: Record<string, unknown>, argv: { mode?: 'development' | 'production' | 'none' }) => Configuration;
