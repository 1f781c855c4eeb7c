import type { Doc } from '../engine/documents';
import type { DocumentSequence } from '../wire/protocol';

/** The statements field of each batched write command. */
const STATEMENTS_FIELD: Record<string, string> = {
  insert: 'documents',
  update: 'updates',
  delete: 'deletes',
};

/** How long a write batch may hold the engine's thread before other connections get a turn. */
export const WRITE_SLICE_MS = 10;
const MAX_CHUNK = 1000;

/** A batch's statements, read a slice at a time (a wire document sequence decodes only the slice asked for). */
export interface Statements {
  readonly length: number;
  slice(from: number, to: number): unknown[];
}

export interface SliceableWrite {
  readonly field: string;
  readonly statements: Statements;
}

/**
 * A write command with several statements, which may run in slices (mongod also interleaves a batch's statements).
 * Its statements are the command's array or, sent as an OP_MSG document sequence, the undecoded `sequence`.
 */
export function sliceableWrite(command: Doc, sequence?: DocumentSequence): SliceableWrite | undefined {
  const field = STATEMENTS_FIELD[Object.keys(command)[0] ?? ''];
  if (!field) return undefined;
  const statements = sequence?.identifier === field ? sequence : command[field];
  const sliceable = Array.isArray(statements) || statements === sequence;
  if (!sliceable || (statements as Statements).length < 2) return undefined;
  return { field, statements: statements as Statements };
}

/**
 * The last per-statement time of each command on each collection (`insert tabs`): a batch's first slice is sized
 * from it, where a fixed first slice of 16 tabs ran well past WRITE_SLICE_MS.
 */
const lastPerStatement = new Map<string, number>();

const chunkFor = (perStatement: number | undefined) =>
  perStatement === undefined
    ? 16
    : Math.max(1, Math.min(MAX_CHUNK, Math.floor(WRITE_SLICE_MS / perStatement)));

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
  const sizeKey = `${Object.keys(command)[0]} ${String(command.$db)}.${String(Object.values(command)[0])}`;
  let chunkSize = chunkFor(lastPerStatement.get(sizeKey));
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
    lastPerStatement.set(sizeKey, perStatement);
    chunkSize = chunkFor(perStatement);
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
