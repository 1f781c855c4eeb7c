import type { ScanStats } from '../engine/Collection';
import type { Doc } from '../engine/documents';
import { type CommandContext, namespaceOf } from './context';
import { SERVER_VERSION } from './handshake';

/** Runs a query with counters and describes its access path in mongod's explain shape. */
export function explainReply(
  context: CommandContext,
  collection: string,
  run: (stats: ScanStats) => Doc[],
): Doc {
  const stats: ScanStats = { plan: { ranges: [] }, keysExamined: 0, docsExamined: 0 };
  const results = run(stats);
  const index = stats.plan.index;
  const winningPlan = index
    ? {
        stage: 'FETCH',
        inputStage: {
          stage: 'IXSCAN',
          indexName: index.name,
          keyPattern: index.spec.key,
          isUnique: index.unique,
          isSparse: index.spec.sparse === true,
          isPartial: index.spec.partialFilterExpression !== undefined,
        },
      }
    : { stage: 'COLLSCAN', direction: 'forward' };
  return {
    queryPlanner: {
      namespace: namespaceOf(context, collection),
      indexFilterSet: false,
      winningPlan,
      rejectedPlans: [],
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
