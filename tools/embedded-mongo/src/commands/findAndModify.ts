import { applyUpdate, buildUpsertDocument, type UpdateSpec } from '../engine/applyUpdate';
import type { Collection, StoredRecord } from '../engine/Collection';
import { assertInsertSize, assertUpdatedSize } from '../engine/documentSize';
import type { Doc } from '../engine/documents';
import { projectDocuments } from '../engine/projectDocuments';
import { orderDocuments, usableSort } from '../engine/runFind';
import { ErrorCodes, MongoCommandError } from '../errors';
import { type CommandContext, type CommandHandler, optionalDoc, targetCollection } from './context';
import { bindFilterVariables, evaluateLet } from './letVariables';
import { assertFilterParses } from './parsedFilter';

function project(doc: Doc | null, fields: Doc | undefined, filter: Doc): Doc | null {
  if (!doc || !fields || Object.keys(fields).length === 0) return doc;
  return projectDocuments([doc], fields, filter)[0] ?? null;
}

/** The first document in sort order, from index order when possible. */
function firstMatch(collection: Collection, filter: Doc, command: Doc): StoredRecord | undefined {
  const sort = usableSort(optionalDoc(command.sort));
  const collation = optionalDoc(command.collation);
  const { records, sorted } = collection.scan(filter, { hint: command.hint, collation, sort, limit: 1 });
  if (!sort || sorted || records.length < 2) return records[0];
  const byDoc = new Map(records.map((record) => [record.doc, record]));
  const [first] = orderDocuments(
    records.map((record) => record.doc),
    sort,
    collation,
  );
  return first ? byDoc.get(first) : undefined;
}

function findAndModify(context: CommandContext) {
  const { command } = context;
  const variables = evaluateLet(command.let);
  const filter = bindFilterVariables(optionalDoc(command.query) ?? {}, variables);
  const fields = optionalDoc(command.fields);
  const spec = command.update as UpdateSpec | undefined;
  if (command.remove !== true && !spec) {
    throw new MongoCommandError(
      ErrorCodes.FailedToParse,
      'Either an update or remove=true must be specified',
    );
  }
  if (command.remove === true && (spec || command.upsert === true)) {
    throw new MongoCommandError(ErrorCodes.FailedToParse, 'Cannot specify both an update and remove=true');
  }
  const database = context.engine.database(context.dbName);
  const collection =
    command.remove === true
      ? database.collection(targetCollection(context))
      : database.ensureCollection(targetCollection(context)).collection;
  const target = collection ? firstMatch(collection, filter, command) : undefined;
  if (!target) assertFilterParses(filter, optionalDoc(command.collation), 0);
  const bypass = command.bypassDocumentValidation === true;

  if (command.remove === true) {
    if (target && collection) collection.delete(target.rid);
    return { lastErrorObject: { n: target ? 1 : 0 }, value: project(target?.doc ?? null, fields, filter) };
  }
  if (!collection || !spec) return { lastErrorObject: { n: 0, updatedExisting: false }, value: null };
  const arrayFilters = Array.isArray(command.arrayFilters) ? (command.arrayFilters as Doc[]) : undefined;
  if (!target) {
    if (command.upsert !== true) return { lastErrorObject: { n: 0, updatedExisting: false }, value: null };
    const doc = buildUpsertDocument(filter, spec, arrayFilters, variables);
    assertInsertSize(doc);
    if (!bypass) collection.assertValidDocument(doc);
    collection.insert(doc);
    return {
      lastErrorObject: { n: 1, updatedExisting: false, upserted: doc._id },
      value: command.new === true ? project(doc, fields, filter) : null,
    };
  }
  const { doc, changed } = applyUpdate(target.doc, spec, {
    filter,
    arrayFilters,
    inserting: false,
    variables,
  });
  if (changed) {
    assertUpdatedSize(doc);
    if (!bypass) collection.assertValidDocument(doc, target.doc);
    collection.replace(target.rid, doc);
  }
  return {
    lastErrorObject: { n: 1, updatedExisting: true },
    value: project(command.new === true ? doc : target.doc, fields, filter),
  };
}

export const findAndModifyCommands: Record<string, CommandHandler> = {
  findAndModify,
  findandmodify: findAndModify,
};
