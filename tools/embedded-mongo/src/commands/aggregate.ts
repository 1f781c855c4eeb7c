import type { Collection } from '../engine/Collection';
import { type Doc, isPlainDocument } from '../engine/documents';
import { runAggregate } from '../engine/runAggregate';
import { usableSort } from '../engine/runFind';
import { splitTextScoreFields } from '../engine/text/textScoreMeta';
import { ErrorCodes, MongoCommandError } from '../errors';
import { splitOutputStage, writeAggregateOutput } from './aggregateOutput';
import {
  type CommandContext,
  type CommandHandler,
  namespaceOf,
  optionalDoc,
  optionalNumber,
} from './context';
import { explainReply } from './explainReply';
import { bindFilterVariables, evaluateLet } from './letVariables';
import { listLocalSessions } from './localSessions';
import { assertFilterParses } from './parsedFilter';

/** `{ aggregate: 1 }` reads no collection: its pipeline must start with `$documents`. */
function collectionlessTarget(pipeline: readonly unknown[]): string {
  const first = pipeline[0];
  if (isPlainDocument(first) && ('$documents' in first || '$listLocalSessions' in first)) {
    return '$cmd.aggregate';
  }
  throw new MongoCommandError(
    ErrorCodes.InvalidNamespace,
    "{aggregate: 1} is not valid for '$match'; a collection is required.",
  );
}

/** The leading `$match` runs through the collection's planner, which gets the variables bound in its `$expr`. */
function withBoundLeadingMatch(pipeline: readonly unknown[], variables: Doc | undefined): unknown[] {
  const [first, ...rest] = pipeline;
  if (!variables || !isPlainDocument(first) || !isPlainDocument(first.$match)) return [...pipeline];
  return [{ $match: bindFilterVariables(first.$match, variables) }, ...rest];
}

/** A leading `$listLocalSessions` becomes the `$documents` it lists. */
function withLocalSessions(context: CommandContext, pipeline: readonly unknown[]): readonly unknown[] {
  const [first, ...rest] = pipeline;
  if (!isPlainDocument(first) || !('$listLocalSessions' in first)) return pipeline;
  const sessions = listLocalSessions(
    context.engine,
    context.dbName,
    context.command.aggregate === 1,
    first.$listLocalSessions,
  );
  return [{ $documents: sessions }, ...rest];
}

function aggregate(context: CommandContext) {
  const { command } = context;
  if (!Array.isArray(command.pipeline)) {
    throw new MongoCommandError(ErrorCodes.TypeMismatch, "'pipeline' option must be specified as an array");
  }
  if (typeof command.aggregate !== 'string' && command.aggregate !== 1) {
    throw new MongoCommandError(ErrorCodes.TypeMismatch, 'collection name has invalid type');
  }
  const target =
    typeof command.aggregate === 'string' ? command.aggregate : collectionlessTarget(command.pipeline);
  const database = context.engine.database(context.dbName);
  const variables = evaluateLet(command.let);
  const split = splitOutputStage(withLocalSessions(context, command.pipeline), context.dbName);
  const { output } = split;
  const pipeline = withBoundLeadingMatch(split.pipeline, variables);
  const input = {
    collection: typeof command.aggregate === 'string' ? database.collection(target) : undefined,
    pipeline,
    resolveCollection: (name: string) => database.collection(name),
    hint: command.hint,
    collation: optionalDoc(command.collation),
    variables,
  };
  if (command.explain === true) return explainReply(context, target, (stats) => runAggregate(input, stats));
  const cursorOptions = optionalDoc(command.cursor);
  if (!cursorOptions && command.explain !== true) {
    throw new MongoCommandError(
      ErrorCodes.FailedToParse,
      "The 'cursor' option is required, except for aggregate with the explain argument",
    );
  }
  const ready = input.collection && leadingMatchBuilds(input.collection, pipeline, input);
  return ready
    ? ready.then(() => aggregateNow(context, target, input, output, cursorOptions))
    : aggregateNow(context, target, input, output, cursorOptions);
}

/**
 * The builds a leading `$match` (and the `$sort` right after it) would walk, cheap ones still being built: the
 * pipeline waits for them as a find does (Collection.buildsServing), instead of scanning every document.
 */
function leadingMatchBuilds(
  collection: Collection,
  pipeline: readonly unknown[],
  input: { hint: unknown; collation: Doc | undefined },
): Promise<unknown> | undefined {
  const [first, second] = pipeline;
  if (!isPlainDocument(first) || !isPlainDocument(first.$match)) return undefined;
  const sort =
    isPlainDocument(second) && isPlainDocument(second.$sort)
      ? usableSort(splitTextScoreFields(second.$sort).rest)
      : undefined;
  return collection.buildsServing(first.$match, { hint: input.hint, collation: input.collation, sort });
}

function aggregateNow(
  context: CommandContext,
  target: string,
  input: Parameters<typeof runAggregate>[0],
  output: ReturnType<typeof splitOutputStage>['output'],
  cursorOptions: Doc | undefined,
) {
  const database = context.engine.database(context.dbName);
  const { pipeline } = input;
  const docs = runAggregate(input);
  const [first] = pipeline;
  if (docs.length === 0 && isPlainDocument(first) && isPlainDocument(first.$match)) {
    assertFilterParses(first.$match, input.collation, 0);
  }
  if (output) {
    writeAggregateOutput(database, output, docs);
    return context.engine.cursors.open(namespaceOf(context, target), [], undefined);
  }
  return context.engine.cursors.open(
    namespaceOf(context, target),
    docs,
    optionalNumber(cursorOptions?.batchSize),
  );
}

export const aggregateCommands: Record<string, CommandHandler> = { aggregate };
