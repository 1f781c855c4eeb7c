import { isIP } from 'node:net';

/**
 * Express's `trust proxy` setting: `false` (no proxy: the peer's address is the client's), a number of proxy hops,
 * or the proxies' addresses, CIDR ranges and Express's named ranges.
 */
export type TrustProxy = false | number | readonly string[];

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const NONE = new Set(['', 'false', 'none']);

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/**
 * Reads TRUST_PROXY: 'none' (the default), a hop count ('1'), or a comma-separated list of 'loopback',
 * 'linklocal', 'uniquelocal', addresses and CIDRs. Answers `undefined` for anything else, including 'true'
 * (trusting every peer would let any client choose its own address through X-Forwarded-For).
 */
export function parseTrustProxy(value: string): TrustProxy | undefined {
  const trimmed = value.trim().toLowerCase();
  if (NONE.has(trimmed)) return false;
  if (/^\d+$/.test(trimmed)) return Number(trimmed) === 0 ? false : Number(trimmed);
  const entries = trimmed.split(',').map((entry) => entry.trim());
  return entries.every(isAddressOrRange) ? entries : undefined;
}
