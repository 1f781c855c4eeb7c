import { BSONRegExp, ObjectId } from 'bson';
import { applyUpdate, buildUpsertDocument, type UpdateSpec, withIdFirst } from '../engine/applyUpdate';
import type { Collection } from '../engine/Collection';
import { assertInsertSize, assertUpdatedSize, measuredWithinLimit } from '../engine/documentSize';
import { type Doc, isPlainDocument } from '../engine/documents';
import { ErrorCodes, MongoCommandError, toCommandError } from '../errors';
import { type CommandContext, type CommandHandler, optionalDoc, targetCollection } from './context';
import { bindFilterVariables, evaluateLet, mergeVariables } from './letVariables';
import { assertFilterParses } from './parsedFilter';

interface WriteError {
  index: number;
  [field: string]: unknown;
}

function documentsOf(context: CommandContext, field: string): Doc[] {
  const value = context.command[field];
  if (!Array.isArray(value)) {
    throw new MongoCommandError(
      ErrorCodes.FailedToParse,
      `BSON field '${field}' is missing but a required field`,
    );
  }
  return value.filter(isPlainDocument);
}

/**
 * Runs each statement, collecting writeErrors; ordered writes stop at the first error (MongoDB semantics).
 */
function runStatements<T>(
  context: CommandContext,
  statements: readonly T[],
  run: (statement: T, index: number) => void,
): WriteError[] {
  const ordered = context.command.ordered !== false;
  const errors: WriteError[] = [];
  for (const [index, statement] of statements.entries()) {
    try {
      run(statement, index);
    } catch (error) {
      errors.push({ index, ...toCommandError(error).toFields() });
      if (ordered) break;
    }
  }
  return errors;
}

function withErrors(reply: Doc, errors: WriteError[]): Doc {
  return errors.length > 0 ? { ...reply, writeErrors: errors } : reply;
}

function writableCollection(context: CommandContext): Collection {
  return context.engine.database(context.dbName).ensureCollection(targetCollection(context)).collection;
}

const DBREF_FIELDS = new Set(['$ref', '$id', '$db']);

/** The first `$`-prefixed field name at any depth of a value (DBRef fields aside). */
function dollarPrefixedField(value: unknown): string | undefined {
  const children = Array.isArray(value) ? value : isPlainDocument(value) ? Object.entries(value) : [];
  for (const child of children) {
    if (Array.isArray(value)) {
      const found = dollarPrefixedField(child);
      if (found) return found;
      continue;
    }
    const [name, nested] = child as [string, unknown];
    if (name.startsWith('$') && !DBREF_FIELDS.has(name)) return name;
    const found = dollarPrefixedField(nested);
    if (found) return found;
  }
  return undefined;
}

/**
 * mongod refuses arrays and regular expressions as _id (they could not be indexed as one key), and an _id
 * document holding a `$`-prefixed field.
 */
function assertValidId(id: unknown): void {
  const dollarField = isPlainDocument(id) ? dollarPrefixedField(id) : undefined;
  if (dollarField) {
    throw new MongoCommandError(
      ErrorCodes.DollarPrefixedFieldName,
      `_id fields may not contain '$'-prefixed fields: ${dollarField} is not valid for storage.`,
    );
  }
  if (Array.isArray(id)) {
    throw new MongoCommandError(ErrorCodes.InvalidIdField, "The '_id' value cannot be of type array");
  }
  if (id instanceof RegExp || id instanceof BSONRegExp) {
    throw new MongoCommandError(ErrorCodes.InvalidIdField, "The '_id' value cannot be of type regex");
  }
}

function insert(context: CommandContext) {
  const documents = documentsOf(context, 'documents');
  const collection = writableCollection(context);
  const bypass = context.command.bypassDocumentValidation === true;
  const measured = measuredWithinLimit(context.command.documents);
  let n = 0;
  const errors = runStatements(context, documents, (doc) => {
    assertValidId(doc._id);
    if (!measured) assertInsertSize(doc);
    const stored = withIdFirst(doc._id === undefined ? { ...doc, _id: new ObjectId() } : doc);
    if (!bypass) collection.assertValidDocument(stored);
    collection.insert(stored);
    n += 1;
  });
  return withErrors({ n }, errors);
}

interface UpdateStatement {
  q?: Doc;
  u?: UpdateSpec;
  upsert?: boolean;
  multi?: boolean;
  arrayFilters?: Doc[];
  hint?: unknown;
  collation?: Doc;
  c?: Doc;
}

/** Applies one update statement; returns matched/modified counts and the upserted _id, if any. */
export function updateMatching(
  collection: Collection,
  statement: UpdateStatement,
  bypassValidation = false,
  variables?: Doc,
): { matched: number; modified: number; upsertedId?: unknown } {
  const filter = bindFilterVariables(statement.q ?? {}, variables);
  const pipelineVariables = mergeVariables(variables, evaluateLet(statement.c, 'update.updates.c'));
  const spec = statement.u;
  if (!spec || (typeof spec !== 'object' && !Array.isArray(spec))) {
    throw new MongoCommandError(
      ErrorCodes.FailedToParse,
      "BSON field 'update.updates.u' is missing but a required field",
    );
  }
  if (statement.c !== undefined && !Array.isArray(spec)) {
    throw new MongoCommandError(51198, 'Constant values may only be specified for pipeline updates');
  }
  const targets = collection.match(filter, {
    hint: statement.hint,
    collation: statement.collation,
    limit: statement.multi ? undefined : 1,
  });
  assertFilterParses(filter, statement.collation, targets.length);
  if (targets.length === 0 && statement.upsert) {
    const doc = buildUpsertDocument(filter, spec, statement.arrayFilters, pipelineVariables);
    assertInsertSize(doc);
    if (!bypassValidation) collection.assertValidDocument(doc);
    collection.insert(doc);
    return { matched: 0, modified: 0, upsertedId: doc._id };
  }
  let modified = 0;
  for (const target of targets) {
    const { doc, changed } = applyUpdate(target.doc, spec, {
      filter,
      arrayFilters: statement.arrayFilters,
      inserting: false,
      variables: pipelineVariables,
    });
    if (!changed) continue;
    assertUpdatedSize(doc);
    if (!bypassValidation) collection.assertValidDocument(doc, target.doc);
    collection.replace(target.rid, doc);
    modified += 1;
  }
  return { matched: targets.length, modified };
}

function update(context: CommandContext) {
  const statements = documentsOf(context, 'updates') as UpdateStatement[];
  const collection = writableCollection(context);
  const variables = evaluateLet(context.command.let);
  let n = 0;
  let nModified = 0;
  const upserted: Doc[] = [];
  const errors = runStatements(context, statements, (statement, index) => {
    const bypass = context.command.bypassDocumentValidation === true;
    const result = updateMatching(collection, statement, bypass, variables);
    n += result.matched;
    nModified += result.modified;
    if (result.upsertedId !== undefined) {
      n += 1;
      upserted.push({ index, _id: result.upsertedId });
    }
  });
  return withErrors(upserted.length > 0 ? { n, nModified, upserted } : { n, nModified }, errors);
}

interface DeleteStatement {
  q?: Doc;
  limit?: number;
  hint?: unknown;
  collation?: Doc;
}

function remove(context: CommandContext) {
  const statements = documentsOf(context, 'deletes') as DeleteStatement[];
  const collection = context.engine.database(context.dbName).collection(targetCollection(context));
  const variables = evaluateLet(context.command.let);
  let n = 0;
  const errors = runStatements(context, statements, (statement) => {
    const filter = bindFilterVariables(optionalDoc(statement.q) ?? {}, variables);
    const targets = collection
      ? collection.match(filter, {
          hint: statement.hint,
          collation: statement.collation,
          limit: statement.limit === 1 ? 1 : undefined,
        })
      : [];
    assertFilterParses(filter, statement.collation, targets.length);
    if (!collection) return;
    for (const target of targets) collection.delete(target.rid);
    n += targets.length;
  });
  return withErrors({ n }, errors);
}

export const writeCommands: Record<string, CommandHandler> = { insert, update, delete: remove };
