import { Query } from 'mingo';
import { ID_INDEX_NAME } from '../engine/Collection';
import type { Doc } from '../engine/documents';
import { DocumentValidator } from '../engine/validation/documentValidator';
import { ErrorCodes, MongoCommandError } from '../errors';
import {
  type CommandContext,
  type CommandHandler,
  namespaceOf,
  optionalDoc,
  targetCollection,
} from './context';

/** Collection options that would change behaviour; refused so nothing is silently ignored. */
const UNSUPPORTED_CREATE_OPTIONS = [
  'timeseries',
  'viewOn',
  'pipeline',
  'clusteredIndex',
  'expireAfterSeconds',
  'changeStreamPreAndPostImages',
  'encryptedFields',
];

/** The create options the engine applies: capped size/count, validation and the default collation. */
function createOptions(command: Doc): Doc {
  const options: Doc = {};
  // mongod reads any truthy `capped` (mongoose users pass `capped: 1024`) and then needs a size.
  if (command.capped !== undefined && command.capped !== false && command.capped !== 0) {
    if (typeof command.size !== 'number' || command.size <= 0) {
      throw new MongoCommandError(
        ErrorCodes.InvalidOptions,
        "the 'size' field is required when 'capped' is true",
      );
    }
    options.capped = true;
    options.size = command.size;
    if (typeof command.max === 'number' && command.max > 0) options.max = command.max;
  }
  if (command.validator !== undefined) options.validator = optionalDoc(command.validator) ?? {};
  if (typeof command.validationLevel === 'string') options.validationLevel = command.validationLevel;
  if (typeof command.validationAction === 'string') options.validationAction = command.validationAction;
  const collation = optionalDoc(command.collation);
  if (collation && collation.locale !== 'simple') options.collation = collation;
  return options;
}

function create(context: CommandContext) {
  const unsupported = UNSUPPORTED_CREATE_OPTIONS.find(
    (option) => context.command[option] !== undefined && context.command[option] !== false,
  );
  if (unsupported) {
    throw new MongoCommandError(
      ErrorCodes.CommandNotSupported,
      `create option '${unsupported}' is not supported by the embedded engine`,
    );
  }
  const options = createOptions(context.command);
  if (options.validator) DocumentValidator.of(options); // a malformed validator fails here, not at first insert
  context.engine.database(context.dbName).createCollection(targetCollection(context), options);
  return {};
}

function drop(context: CommandContext) {
  const name = targetCollection(context);
  const database = context.engine.database(context.dbName);
  const collection = database.collection(name);
  const nIndexesWas = collection?.indexList().length ?? 0;
  database.dropCollection(name);
  return { ns: namespaceOf(context, name), nIndexesWas };
}

function dropDatabase(context: CommandContext) {
  context.engine.dropDatabase(context.dbName);
  return { dropped: context.dbName };
}

function listCollections(context: CommandContext) {
  const filter = optionalDoc(context.command.filter);
  const nameOnly = context.command.nameOnly === true;
  let infos: Doc[] = context.engine
    .database(context.dbName)
    .collectionList()
    .map((collection) =>
      nameOnly
        ? { name: collection.name, type: 'collection' }
        : {
            name: collection.name,
            type: 'collection',
            options: collection.options,
            info: { readOnly: false },
            idIndex: { v: 2, key: { _id: 1 }, name: ID_INDEX_NAME },
          },
    );
  if (filter && Object.keys(filter).length > 0) infos = new Query(filter).find<Doc>(infos).all();
  return context.engine.cursors.open(namespaceOf(context, '$cmd.listCollections'), infos, undefined);
}

function listDatabases(context: CommandContext) {
  const databases = context.engine.databaseList().map((database) => ({
    name: database.name,
    sizeOnDisk: 0,
    empty: false,
  }));
  const filter = optionalDoc(context.command.filter);
  const selected = filter ? new Query(filter).find<Doc>(databases).all() : databases;
  if (context.command.nameOnly === true) return { databases: selected.map((d) => ({ name: d.name })) };
  return { databases: selected, totalSize: 0, totalSizeMb: 0 };
}

function splitNamespace(namespace: unknown): [string, string] {
  if (typeof namespace !== 'string' || !namespace.includes('.')) {
    throw new MongoCommandError(
      ErrorCodes.InvalidNamespace,
      `Invalid namespace specified '${String(namespace)}'`,
    );
  }
  const dot = namespace.indexOf('.');
  return [namespace.slice(0, dot), namespace.slice(dot + 1)];
}

function renameCollection(context: CommandContext) {
  const [fromDb, from] = splitNamespace(context.command.renameCollection);
  const [toDb, to] = splitNamespace(context.command.to);
  if (fromDb !== toDb) {
    throw new MongoCommandError(
      ErrorCodes.CommandNotSupported,
      'renameCollection across databases is not supported by the embedded engine',
    );
  }
  context.engine.database(fromDb).renameCollection(from, to, context.command.dropTarget === true);
  return {};
}

function dbStats(context: CommandContext) {
  const collections = context.engine.database(context.dbName).collectionList();
  return {
    db: context.dbName,
    collections: collections.length,
    views: 0,
    objects: collections.reduce((sum, collection) => sum + collection.size, 0),
    indexes: collections.reduce((sum, collection) => sum + collection.indexList().length, 0),
  };
}

export const namespaceCommands: Record<string, CommandHandler> = {
  create,
  drop,
  dropDatabase,
  listCollections,
  listDatabases,
  renameCollection,
  dbStats,
};
