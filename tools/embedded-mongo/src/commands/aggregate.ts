import { runAggregate } from '../engine/runAggregate';
import { ErrorCodes, MongoCommandError } from '../errors';
import {
  type CommandContext,
  type CommandHandler,
  namespaceOf,
  optionalDoc,
  optionalNumber,
} from './context';
import { explainReply } from './explainReply';

function aggregate(context: CommandContext) {
  const { command } = context;
  const target = command.aggregate;
  if (typeof target !== 'string') {
    throw new MongoCommandError(
      ErrorCodes.CommandNotSupported,
      'collection-less aggregate ({ aggregate: 1 }) is not supported by the embedded engine',
    );
  }
  if (!Array.isArray(command.pipeline)) {
    throw new MongoCommandError(ErrorCodes.TypeMismatch, "'pipeline' option must be specified as an array");
  }
  const database = context.engine.database(context.dbName);
  const input = {
    collection: database.collection(target),
    pipeline: command.pipeline,
    resolveCollection: (name: string) => database.collection(name),
    hint: command.hint,
    collation: optionalDoc(command.collation),
    variables: optionalDoc(command.let),
  };
  if (command.explain === true) return explainReply(context, target, (stats) => runAggregate(input, stats));
  const cursorOptions = optionalDoc(command.cursor);
  if (!cursorOptions && command.explain !== true) {
    throw new MongoCommandError(
      ErrorCodes.FailedToParse,
      "The 'cursor' option is required, except for aggregate with the explain argument",
    );
  }
  const docs = runAggregate(input);
  return context.engine.cursors.open(
    namespaceOf(context, target),
    docs,
    optionalNumber(cursorOptions?.batchSize),
  );
}

export const aggregateCommands: Record<string, CommandHandler> = { aggregate };
