import { ID_INDEX_NAME } from '../engine/Collection';
import { type Doc, isPlainDocument } from '../engine/documents';
import type { IndexSpec } from '../engine/Index';
import { isTextIndexRequest, textIndexSpec } from '../engine/text/TextIndex';
import { ErrorCodes, MongoCommandError } from '../errors';
import {
  type CommandContext,
  type CommandHandler,
  existingTargetCollection,
  namespaceOf,
  targetCollection,
} from './context';

const SUPPORTED_OPTIONS = new Set([
  'key',
  'name',
  'unique',
  'sparse',
  'partialFilterExpression',
  'expireAfterSeconds',
  'background',
  'collation',
  'hidden',
  'v',
  'ns',
  'weights',
  'default_language',
  'language_override',
  'textIndexVersion',
]);

/** Validates an index request; text, geo and wildcard indexes are refused rather than faked. */
function toIndexSpec(request: unknown): IndexSpec {
  if (!isPlainDocument(request) || !isPlainDocument(request.key) || Object.keys(request.key).length === 0) {
    throw new MongoCommandError(
      ErrorCodes.CannotCreateIndex,
      "The 'key' field is a required property of an index specification",
    );
  }
  if (typeof request.name !== 'string' || request.name.length === 0) {
    throw new MongoCommandError(
      ErrorCodes.CannotCreateIndex,
      "The 'name' field is a required property of an index specification",
    );
  }
  const text = isTextIndexRequest(request.key);
  for (const [field, kind] of Object.entries(request.key)) {
    const ordered = kind === 1 || kind === -1 || kind === 'hashed' || kind === 'text';
    if (!ordered || field.includes('$**')) {
      throw new MongoCommandError(
        ErrorCodes.CannotCreateIndex,
        `Index type ${JSON.stringify(kind)} on '${field}' is not supported by the embedded engine (only ascending/descending/hashed/text)`,
      );
    }
  }
  const unknownOption = Object.keys(request).find((option) => !SUPPORTED_OPTIONS.has(option));
  if (unknownOption) {
    throw new MongoCommandError(
      ErrorCodes.InvalidOptions,
      `The field '${unknownOption}' is not valid for an index specification.`,
    );
  }
  if (text) return textIndexSpec({ ...request, key: request.key, name: request.name });
  const spec: IndexSpec = { v: 2, key: request.key, name: request.name };
  if (request.unique === true) spec.unique = true;
  if (request.sparse === true) spec.sparse = true;
  if (isPlainDocument(request.partialFilterExpression))
    spec.partialFilterExpression = request.partialFilterExpression;
  if (typeof request.expireAfterSeconds === 'number') spec.expireAfterSeconds = request.expireAfterSeconds;
  if (isPlainDocument(request.collation)) spec.collation = request.collation;
  if (request.hidden === true) spec.hidden = true;
  return spec;
}

function createIndexes(context: CommandContext) {
  const requests = context.command.indexes;
  if (!Array.isArray(requests) || requests.length === 0) {
    throw new MongoCommandError(ErrorCodes.BadValue, 'Must specify at least one index to create');
  }
  const specs = requests.map(toIndexSpec);
  const { collection, created } = context.engine
    .database(context.dbName)
    .ensureCollection(targetCollection(context));
  const numIndexesBefore = collection.indexList().length;
  let createdAny = false;
  for (const spec of specs) if (collection.createIndex(spec, true) === 'created') createdAny = true;
  const reply: Doc = {
    createdCollectionAutomatically: created,
    numIndexesBefore,
    numIndexesAfter: collection.indexList().length,
  };
  if (!createdAny) reply.note = 'all indexes already exist';
  // Like mongod, the reply waits for the builds; other connections are answered meanwhile.
  const builds = specs.flatMap((spec) => collection.indexBuild(spec.name) ?? []);
  return builds.length > 0 ? Promise.all(builds).then(() => reply) : reply;
}

function listIndexes(context: CommandContext) {
  const collection = existingTargetCollection(context);
  const specs = collection.indexList().map((index) => ({ ...index.spec }));
  return context.engine.cursors.open(collection.namespace, specs, undefined);
}

function dropIndexes(context: CommandContext) {
  const name = targetCollection(context);
  const collection = context.engine.database(context.dbName).collection(name);
  if (!collection) {
    throw new MongoCommandError(ErrorCodes.NamespaceNotFound, `ns not found ${namespaceOf(context, name)}`);
  }
  const nIndexesWas = collection.indexList().length;
  const target = context.command.index;
  let names: string[];
  if (target === '*')
    names = collection
      .indexList()
      .map((index) => index.name)
      .filter((n) => n !== ID_INDEX_NAME);
  else if (typeof target === 'string') names = [target];
  else if (Array.isArray(target)) names = target.filter((item): item is string => typeof item === 'string');
  else if (isPlainDocument(target)) {
    const key = JSON.stringify(target);
    const found = collection.indexList().find((index) => JSON.stringify(index.spec.key) === key);
    if (!found) {
      throw new MongoCommandError(ErrorCodes.IndexNotFound, `can't find index with key: ${key}`);
    }
    names = [found.name];
  } else
    throw new MongoCommandError(ErrorCodes.TypeMismatch, "BSON field 'dropIndexes.index' is the wrong type");
  for (const indexName of names) collection.dropIndex(indexName);
  return { nIndexesWas };
}

export const indexCommands: Record<string, CommandHandler> = {
  createIndexes,
  listIndexes,
  dropIndexes,
  deleteIndexes: dropIndexes,
};
