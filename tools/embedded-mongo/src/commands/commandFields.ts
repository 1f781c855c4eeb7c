import type { Doc } from '../engine/documents';
import { isPlainDocument } from '../engine/documents';
import { MongoCommandError } from '../errors';

/** mongod's IDL parser code for a field its command (or statement) struct does not declare. */
export const UNKNOWN_FIELD = 40415;

/** Arguments every command accepts (mongod 7.0's generic_argument.idl, stable and unstable lists). */
const GENERIC_ARGUMENTS = [
  'apiVersion',
  'apiStrict',
  'apiDeprecationErrors',
  '$db',
  'maxTimeMS',
  'readConcern',
  'writeConcern',
  'lsid',
  'clientOperationKey',
  'txnNumber',
  'autocommit',
  'startTransaction',
  'stmtId',
  'comment',
  '$readPreference',
  '$clusterTime',
  '$audit',
  '$client',
  '$configServerState',
  'allowImplicitCollectionCreation',
  '$oplogQueryData',
  '$queryOptions',
  '$replData',
  'databaseVersion',
  'shardVersion',
  'tracking_info',
  'coordinator',
  'maxTimeMSOpOnly',
  '$configTime',
  '$topologyTime',
  'txnRetryCounter',
  'mayBypassWriteBlocking',
  '$tenant',
  'expectPrefix',
];

/** Fields of mongod 7.0's write command base (insert, update, delete). */
const WRITE_COMMAND_BASE = [
  'bypassDocumentValidation',
  'ordered',
  'stmtIds',
  'isTimeseriesNamespace',
  'collectionUUID',
  'encryptionInformation',
];

/**
 * Each strict command's own fields, as its mongod 7.0 IDL declares them (internal `$_` fields included, since
 * mongod accepts them too). Commands not listed here are not IDL-strict in mongod (hello, ping, serverStatus…)
 * and take any field.
 */
const COMMAND_FIELDS: Record<string, readonly string[]> = {
  find: [
    'filter',
    'projection',
    'sort',
    'hint',
    'collation',
    'skip',
    'limit',
    'batchSize',
    'ntoreturn',
    'singleBatch',
    'allowDiskUse',
    'min',
    'max',
    'returnKey',
    'showRecordId',
    'tailable',
    'oplogReplay',
    'noCursorTimeout',
    'awaitData',
    'allowPartialResults',
    'let',
    'options',
    'term',
    'readOnce',
    'allowSpeculativeMajorityRead',
    '$_requestResumeToken',
    '$_resumeAfter',
    '$_startAt',
    'runtimeConstants',
    'collectionUUID',
    'encryptionInformation',
    'isTimeseriesNamespace',
    'mirrored',
    'sampleId',
  ],
  getMore: ['collection', 'batchSize', 'term', 'lastKnownCommittedOpTime'],
  killCursors: ['cursors'],
  count: [
    'query',
    'limit',
    'skip',
    'hint',
    'collation',
    'fields',
    'encryptionInformation',
    'mirrored',
    'sampleId',
  ],
  distinct: ['key', 'query', 'collation', 'mirrored', 'sampleId'],
  aggregate: [
    'pipeline',
    'explain',
    'allowDiskUse',
    'cursor',
    'hint',
    'needsMerge',
    'fromMongos',
    '$_requestReshardingResumeToken',
    'bypassDocumentValidation',
    'collation',
    'let',
    'runtimeConstants',
    'exchange',
    '$_generateV2ResumeTokens',
    'isMapReduceCommand',
    'collectionUUID',
    'encryptionInformation',
    '$_passthroughToShard',
    '$_isClusterQueryWithoutShardKeyCmd',
    'sampleId',
  ],
  insert: [...WRITE_COMMAND_BASE, 'documents'],
  update: [
    ...WRITE_COMMAND_BASE,
    'updates',
    'let',
    'runtimeConstants',
    '$_originalQuery',
    '$_originalCollation',
  ],
  delete: [...WRITE_COMMAND_BASE, 'deletes', 'let', 'runtimeConstants'],
  findAndModify: [
    'query',
    'fields',
    'sort',
    'hint',
    'collation',
    'arrayFilters',
    'remove',
    'update',
    'upsert',
    'new',
    'bypassDocumentValidation',
    'let',
    'runtimeConstants',
    'encryptionInformation',
    'sampleId',
    'isTimeseriesNamespace',
    '$_allowShardKeyUpdatesWithoutFullShardKeyInQuery',
  ],
  createIndexes: [
    'indexes',
    'commitQuorum',
    'ignoreUnknownIndexOptions',
    'isTimeseriesNamespace',
    'collectionUUID',
  ],
  listIndexes: [
    'cursor',
    'includeBuildUUIDs',
    'includeIndexBuildInfo',
    'isTimeseriesNamespace',
    'collectionUUID',
  ],
  dropIndexes: ['index', 'isTimeseriesNamespace', 'collectionUUID'],
  listCollections: ['filter', 'cursor', 'nameOnly', 'authorizedCollections', 'includePendingDrops'],
  listDatabases: ['filter', 'nameOnly', 'authorizedDatabases'],
  create: [
    'capped',
    'autoIndexId',
    'idIndex',
    'size',
    'max',
    'storageEngine',
    'validator',
    'validationLevel',
    'validationAction',
    'indexOptionDefaults',
    'viewOn',
    'pipeline',
    'collation',
    'changeStreamPreAndPostImages',
    'timeseries',
    'clusteredIndex',
    'expireAfterSeconds',
    'encryptedFields',
    'temp',
    'flags',
  ],
  collMod: [
    'validator',
    'validationLevel',
    'validationAction',
    'index',
    'viewOn',
    'pipeline',
    'changeStreamPreAndPostImages',
    'expireAfterSeconds',
    'timeseries',
    'dryRun',
    'cappedSize',
    'cappedMax',
    'isTimeseriesNamespace',
    'collectionUUID',
    'timeseriesBucketsMayHaveMixedSchemaData',
  ],
  drop: ['isTimeseriesNamespace', 'collectionUUID'],
  dropDatabase: [],
  renameCollection: ['to', 'dropTarget', 'stayTemp', 'collectionUUID', 'targetCollectionUUID'],
  explain: ['verbosity'],
};

/** Aliases mongod accepts for a command, validated against the canonical command's fields. */
const ALIASES: Record<string, string> = { findandmodify: 'findAndModify', deleteIndexes: 'dropIndexes' };

/** Fields of one statement in the update and delete commands' arrays (UpdateOpEntry, DeleteOpEntry). */
const STATEMENT_FIELDS: Record<string, { readonly array: string; readonly fields: readonly string[] }> = {
  update: {
    array: 'updates',
    fields: [
      'q',
      'u',
      'c',
      'arrayFilters',
      'hint',
      'multi',
      'upsert',
      'upsertSupplied',
      'collation',
      'sampleId',
      '$_allowShardKeyUpdatesWithoutFullShardKeyInQuery',
    ],
  },
  delete: { array: 'deletes', fields: ['q', 'limit', 'hint', 'collation', 'sampleId'] },
};

const allowedFields = new Map(
  Object.entries(COMMAND_FIELDS).map(([name, fields]) => [name, new Set([...GENERIC_ARGUMENTS, ...fields])]),
);
const statementFields = new Map(
  Object.entries(STATEMENT_FIELDS).map(([name, { array, fields }]) => [
    name,
    { array, fields: new Set(fields) },
  ]),
);

export function unknownField(path: string): MongoCommandError {
  return new MongoCommandError(UNKNOWN_FIELD, `BSON field '${path}' is an unknown field.`);
}

/**
 * Refuses a field mongod 7.0 would not parse, with its error (40415, "BSON field 'find.bogus' is an unknown
 * field."), so that what works here also works on a real MongoDB. The first field (the command name) is skipped.
 */
export function assertKnownFields(command: Doc): void {
  const [sent, ...fields] = Object.keys(command);
  if (sent === undefined) return;
  const name = ALIASES[sent] ?? sent;
  const allowed = allowedFields.get(name);
  if (!allowed) return;
  const unknown = fields.find((field) => !allowed.has(field));
  if (unknown !== undefined) throw unknownField(`${name}.${unknown}`);
  const statements = statementFields.get(name);
  const list = statements ? command[statements.array] : undefined;
  if (statements && Array.isArray(list)) {
    for (const statement of list) {
      if (!isPlainDocument(statement)) continue;
      const field = Object.keys(statement).find((key) => !statements.fields.has(key));
      if (field !== undefined) throw unknownField(`${name}.${statements.array}.${field}`);
    }
  }
  if (name === 'explain' && isPlainDocument(command.explain)) assertKnownFields(command.explain);
}
