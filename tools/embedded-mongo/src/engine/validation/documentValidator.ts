import { Query } from 'mingo';
import { ErrorCodes, MongoCommandError } from '../../errors';
import { type Doc, isPlainDocument } from '../documents';
import { matchesJsonSchema } from './jsonSchema';

/** A collection's `validator` with its `validationLevel` and `validationAction`, as mongod applies them. */
export class DocumentValidator {
  private readonly query: Query;
  private readonly level: string;
  private readonly action: string;
  private readonly operatorName: string;

  constructor(options: Doc) {
    const validator = options.validator as Doc;
    this.operatorName = Object.keys(validator).length === 1 ? Object.keys(validator)[0]! : '$and';
    this.query = new Query(validator, {
      scriptEnabled: false,
      jsonSchemaValidator: (schema) => (doc) => matchesJsonSchema(schema as Doc, doc),
    });
    this.level = typeof options.validationLevel === 'string' ? options.validationLevel : 'strict';
    this.action = typeof options.validationAction === 'string' ? options.validationAction : 'error';
  }

  static of(options: Doc): DocumentValidator | undefined {
    return isPlainDocument(options.validator) && Object.keys(options.validator).length > 0
      ? new DocumentValidator(options)
      : undefined;
  }

  /** Throws DocumentValidationFailure (121); `previous` is the document an update replaces. */
  assertValid(doc: Doc, previous?: Doc): void {
    if (this.level === 'off' || this.action === 'warn') return;
    // 'moderate' leaves alone the updates of documents that were already invalid.
    if (this.level === 'moderate' && previous && !this.query.test(previous)) return;
    if (this.query.test(doc)) return;
    throw new MongoCommandError(ErrorCodes.DocumentValidationFailure, 'Document failed validation', {
      errInfo: { failingDocumentId: doc._id, details: { operatorName: this.operatorName } },
    });
  }
}
