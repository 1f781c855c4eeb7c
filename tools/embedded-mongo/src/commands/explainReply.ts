import type { ScanStats } from '../engine/Collection';
import type { Doc } from '../engine/documents';
import { COLLECTION_SCAN, type IndexScan, type QueryPlan } from '../engine/planner';
import { type CommandContext, namespaceOf } from './context';
import { SERVER_VERSION } from './handshake';

/** Runs a query with counters and describes its access path in mongod's explain shape. */
function describeScan(scan: IndexScan): Doc {
  return {
    stage: 'IXSCAN',
    indexName: scan.index.name,
    keyPattern: scan.index.spec.key,
    isMultiKey: scan.index.multikey,
    isUnique: scan.index.unique,
    isSparse: scan.index.spec.sparse === true,
    isPartial: scan.index.spec.partialFilterExpression !== undefined,
    direction: scan.reverse ? 'backward' : 'forward',
  };
}

/**
 * The winning plan in mongod's stage vocabulary: COLLSCAN, or FETCH over IXSCAN (several under OR, or one per
 * range under SORT_MERGE).
 */
function describePlan(plan: QueryPlan, sortRequested: boolean): Doc {
  const [only, ...others] = plan.scans;
  let stage: Doc;
  if (!only) stage = { stage: 'COLLSCAN', direction: 'forward' };
  else if (others.length === 0 && only.merged) {
    const merged = only.ranges.map(() => describeScan(only));
    stage = { stage: 'FETCH', inputStage: { stage: 'SORT_MERGE', inputStages: merged } };
  } else if (others.length === 0) stage = { stage: 'FETCH', inputStage: describeScan(only) };
  else stage = { stage: 'FETCH', inputStage: { stage: 'OR', inputStages: plan.scans.map(describeScan) } };
  return sortRequested && !plan.sorted ? { stage: 'SORT', inputStage: stage } : stage;
}

/** Runs a query with counters and describes its access path in mongod's explain shape. */
export function explainReply(
  context: CommandContext,
  collection: string,
  run: (stats: ScanStats) => Doc[],
  sortRequested = false,
): Doc {
  const stats: ScanStats = { plan: COLLECTION_SCAN, keysExamined: 0, docsExamined: 0 };
  const results = run(stats);
  const winningPlan = describePlan(stats.plan, sortRequested);
  return {
    queryPlanner: {
      namespace: namespaceOf(context, collection),
      indexFilterSet: false,
      winningPlan,
      rejectedPlans: (stats.rejectedPlans ?? []).map((plan) => describePlan(plan, sortRequested)),
    },
    executionStats: {
      executionSuccess: true,
      nReturned: results.length,
      totalKeysExamined: stats.keysExamined,
      totalDocsExamined: stats.docsExamined,
    },
    serverInfo: { host: context.server.host, port: context.server.port, version: SERVER_VERSION },
  };
}
