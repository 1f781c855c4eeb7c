import { Aggregator } from 'mingo';
import { ErrorCodes, MongoCommandError } from '../errors';
import { type Doc, isPlainDocument } from './documents';

/** The stages mongod allows in an update pipeline. */
const UPDATE_STAGES = new Set(['$addFields', '$set', '$project', '$unset', '$replaceRoot', '$replaceWith']);

function assertUpdateStages(pipeline: readonly unknown[]): void {
  for (const stage of pipeline) {
    const names = isPlainDocument(stage) ? Object.keys(stage) : [];
    if (names.length !== 1) {
      throw new MongoCommandError(
        ErrorCodes.BadValue,
        'A pipeline stage specification object must contain exactly one field.',
      );
    }
    if (!UPDATE_STAGES.has(names[0]!)) {
      throw new MongoCommandError(
        ErrorCodes.InvalidOptions,
        `${names[0]} is not allowed to be used within an update`,
      );
    }
  }
}

/**
 * Runs an update pipeline on one document as an aggregation does, so that any expression works (`$setField`
 * with `$`-prefixed or dotted names included), with the command's `let` and the statement's `c` bound. As in
 * mongod, the result replaces the document and a result without `_id` keeps the original one.
 */
export function runUpdatePipeline(current: Doc, pipeline: readonly unknown[], variables?: Doc): Doc {
  assertUpdateStages(pipeline);
  const [result] = new Aggregator(pipeline as Doc[], { scriptEnabled: false, variables }).run([current]);
  const next = (result ?? {}) as Doc;
  if (next._id !== undefined || current._id === undefined) return next;
  return { _id: current._id, ...next };
}
