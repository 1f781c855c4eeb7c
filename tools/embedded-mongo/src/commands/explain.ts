import { runFind } from '../engine/runFind';
import { ErrorCodes, MongoCommandError } from '../errors';
import { aggregateCommands } from './aggregate';
import { type CommandContext, type CommandHandler, optionalDoc } from './context';
import { explainReply } from './explainReply';
import { findOptions } from './read';

/** explain of find, count, distinct and aggregate: the plan names the index used (or COLLSCAN). */
function explain(context: CommandContext) {
  const inner = optionalDoc(context.command.explain);
  const verb = inner ? Object.keys(inner)[0] : undefined;
  const name = verb ? inner?.[verb] : undefined;
  if (!inner || typeof name !== 'string') {
    throw new MongoCommandError(
      ErrorCodes.BadValue,
      'explain requires a command document naming a collection',
    );
  }
  const collection = context.engine.database(context.dbName).collection(name);
  const innerContext = { ...context, command: inner };
  switch (verb) {
    case 'find':
      return explainReply(
        innerContext,
        name,
        (stats) => (collection ? runFind(collection, findOptions(inner), stats) : []),
        Object.keys(optionalDoc(inner.sort) ?? {}).length > 0,
      );
    case 'count':
    case 'distinct':
      return explainReply(innerContext, name, (stats) =>
        collection
          ? collection.match(optionalDoc(inner.query) ?? {}, { hint: inner.hint }, stats).map((r) => r.doc)
          : [],
      );
    case 'aggregate':
      return aggregateCommands.aggregate!({ ...innerContext, command: { ...inner, explain: true } });
    default:
      throw new MongoCommandError(
        ErrorCodes.CommandNotSupported,
        `explain of '${verb}' is not supported by the embedded engine`,
      );
  }
}

export const explainCommands: Record<string, CommandHandler> = { explain };
