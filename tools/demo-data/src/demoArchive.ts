/** Tabs in the default demo archive (the large one used by the benchmarks has 100,000). */
export const DEFAULT_SEED_TABS = 12_500;
/** Same seed, same data: change it only to get a different demo archive. */
export const SEED = 'acorduri-demo-1';
/** The demo data's fixed "now": dates are spread before it, so every run writes the same data. */
export const DEMO_NOW = new Date(Date.UTC(2025, 5, 1));
/** Generated contributors besides the documented demo accounts. */
export const DEMO_USERS = 300;

/** The random stream a seed step draws from: `<SEED>/<step>` (e.g. the tabs' bodies come from `…/tabs`). */
export function stepSeed(step: string): string {
  return `${SEED}/${step}`;
}
