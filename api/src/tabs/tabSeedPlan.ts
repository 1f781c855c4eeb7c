import type { Types } from 'mongoose';
import type { SeedContext } from '../seed/seedContext';

export interface SeedTab {
  readonly _id: Types.ObjectId;
  readonly createdAt: Date;
}

export type TabCounterFields = Record<string, number>;

/**
 * What a seed run knows about its tabs before it writes them: the public ones (drawn by the plan step from the
 * tabs' own random stream) and the counters the comment, rating and favourite steps gathered for them. The tabs
 * step then writes each tab once, counters included, instead of updating every tab again afterwards.
 */
interface TabSeedPlan {
  readonly publicTabs: readonly SeedTab[];
  readonly counters: Map<string, TabCounterFields>;
}

const plans = new WeakMap<SeedContext, TabSeedPlan>();

export function rememberTabPlan(context: SeedContext, publicTabs: readonly SeedTab[]): void {
  plans.set(context, { publicTabs, counters: new Map() });
}

/** The planned public tabs in id order, or undefined when this run did not plan them (steps run alone). */
export function plannedPublicTabs(context: SeedContext): readonly SeedTab[] | undefined {
  return plans.get(context)?.publicTabs;
}

export function addPlannedTabCounters(
  context: SeedContext,
  values: Iterable<[string, TabCounterFields]>,
): void {
  const plan = plans.get(context);
  if (!plan) return;
  for (const [id, fields] of values) plan.counters.set(id, { ...plan.counters.get(id), ...fields });
}

export function plannedTabCounters(context: SeedContext, id: string): TabCounterFields | undefined {
  return plans.get(context)?.counters.get(id);
}
