import type { Doc } from '../engine/documents';

/** The statements field of each batched write command. */
const STATEMENTS_FIELD: Record<string, string> = {
  insert: 'documents',
  update: 'updates',
  delete: 'deletes',
};

/** How long a write batch may hold the engine's thread before other connections get a turn. */
export const WRITE_SLICE_MS = 10;
const MAX_CHUNK = 1000;

export interface SliceableWrite {
  readonly field: string;
  readonly statements: readonly unknown[];
}

/** A write command with several statements, which may run in slices (mongod also interleaves a batch's statements). */
export function sliceableWrite(command: Doc): SliceableWrite | undefined {
  const field = STATEMENTS_FIELD[Object.keys(command)[0] ?? ''];
  const statements = field ? command[field] : undefined;
  if (!field || !Array.isArray(statements) || statements.length < 2) return undefined;
  return { field, statements };
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

interface Indexed {
  index: number;
}

function shifted(items: unknown, by: number): Doc[] {
  return Array.isArray(items)
    ? items.map((item: Doc & Indexed) => ({ ...item, index: item.index + by }))
    : [];
}

/**
 * Runs a write batch as consecutive commands of a few statements each, sized to about WRITE_SLICE_MS of work,
 * and gives the event loop a turn between them: heartbeats, pings and point reads of other connections are
 * answered while a seed inserts thousands of documents. The reply is the one the whole batch would give:
 * counts summed, `upserted` and `writeErrors` indexed in the whole batch, an ordered batch stopped at its first
 * error.
 */
export async function runSlicedWrite(
  command: Doc,
  write: SliceableWrite,
  run: (command: Doc) => Doc | Promise<Doc>,
): Promise<Doc> {
  const ordered = command.ordered !== false;
  let n = 0;
  let nModified = 0;
  const upserted: Doc[] = [];
  const writeErrors: Doc[] = [];
  let position = 0;
  let chunkSize = 16;
  let sinceTurn = performance.now();
  while (position < write.statements.length) {
    const started = performance.now();
    const chunk = write.statements.slice(position, position + chunkSize);
    const reply = await run({ ...command, [write.field]: chunk });
    if (reply.ok !== 1) return reply;
    n += Number(reply.n ?? 0);
    nModified += Number(reply.nModified ?? 0);
    upserted.push(...shifted(reply.upserted, position));
    writeErrors.push(...shifted(reply.writeErrors, position));
    position += chunk.length;
    if (ordered && Array.isArray(reply.writeErrors) && reply.writeErrors.length > 0) break;
    const now = performance.now();
    const perStatement = Math.max((now - started) / chunk.length, 0.001);
    chunkSize = Math.max(1, Math.min(MAX_CHUNK, Math.floor(WRITE_SLICE_MS / perStatement)));
    if (now - sinceTurn >= WRITE_SLICE_MS && position < write.statements.length) {
      await nextTurn();
      sinceTurn = performance.now();
    }
  }
  return {
    n,
    ...('updates' === write.field ? { nModified } : {}),
    ...(upserted.length > 0 ? { upserted } : {}),
    ...(writeErrors.length > 0 ? { writeErrors } : {}),
    ok: 1,
  };
}
