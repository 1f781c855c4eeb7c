import { type Doc, isPlainDocument } from '../engine/documents';
import { encodeValue } from '../engine/keyEncoding';
import { DocumentValidator } from '../engine/validation/documentValidator';
import { ErrorCodes, MongoCommandError } from '../errors';
import { type CommandContext, type CommandHandler, existingTargetCollection } from './context';

const VALIDATION_OPTIONS = ['validator', 'validationLevel', 'validationAction'] as const;
const INDEX_OPTIONS = ['hidden', 'expireAfterSeconds'] as const;

/** `collMod`: validation settings and an index's `hidden`/`expireAfterSeconds`, as mongod changes them. */
function collMod(context: CommandContext) {
  const collection = existingTargetCollection(context);
  const reply: Doc = {};
  if (VALIDATION_OPTIONS.some((option) => context.command[option] !== undefined)) {
    const options: Doc = { ...collection.options };
    for (const option of VALIDATION_OPTIONS) {
      if (context.command[option] !== undefined) options[option] = context.command[option];
    }
    DocumentValidator.of(options);
    collection.setOptions(options);
  }
  const change = context.command.index;
  if (isPlainDocument(change)) {
    const index = collection
      .indexList()
      .find((candidate) =>
        typeof change.name === 'string'
          ? candidate.name === change.name
          : encodeValue(candidate.spec.key) === encodeValue(change.keyPattern),
      );
    if (!index) {
      throw new MongoCommandError(
        ErrorCodes.IndexNotFound,
        `cannot find index ${JSON.stringify(change)} for ns ${collection.namespace}`,
      );
    }
    const updates: Doc = {};
    for (const option of INDEX_OPTIONS) {
      if (change[option] === undefined) continue;
      reply[`${option}_old`] = index.spec[option] ?? false;
      reply[`${option}_new`] = change[option];
      updates[option] = change[option];
    }
    collection.changeIndexOptions(index.name, updates);
  }
  return reply;
}

export const collModCommands: Record<string, CommandHandler> = { collMod };
