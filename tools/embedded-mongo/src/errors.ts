/** MongoDB server error codes the engine reports, with MongoDB's own code names. */
export const ErrorCodes = {
  InternalError: 1,
  BadValue: 2,
  FailedToParse: 9,
  TypeMismatch: 14,
  PathNotViable: 28,
  IllegalOperation: 20,
  NamespaceNotFound: 26,
  IndexNotFound: 27,
  ConflictingUpdateOperators: 40,
  CursorNotFound: 43,
  NamespaceExists: 48,
  DollarPrefixedFieldName: 52,
  InvalidIdField: 53,
  CommandNotFound: 59,
  ImmutableField: 66,
  CannotCreateIndex: 67,
  InvalidOptions: 72,
  InvalidNamespace: 73,
  IndexOptionsConflict: 85,
  IndexKeySpecsConflict: 86,
  DocumentValidationFailure: 121,
  CommandNotSupported: 115,
  DuplicateKey: 11000,
  BSONObjectTooLarge: 10334,
  DocumentAfterUpdateTooLarge: 17419,
  IndexBuildAborted: 276,
  UnrecognizedPipelineStage: 40324,
} as const;

const CODE_NAMES: Record<number, string> = {
  1: 'InternalError',
  2: 'BadValue',
  9: 'FailedToParse',
  14: 'TypeMismatch',
  28: 'PathNotViable',
  20: 'IllegalOperation',
  26: 'NamespaceNotFound',
  27: 'IndexNotFound',
  40: 'ConflictingUpdateOperators',
  43: 'CursorNotFound',
  48: 'NamespaceExists',
  52: 'DollarPrefixedFieldName',
  53: 'InvalidIdField',
  59: 'CommandNotFound',
  66: 'ImmutableField',
  67: 'CannotCreateIndex',
  72: 'InvalidOptions',
  73: 'InvalidNamespace',
  85: 'IndexOptionsConflict',
  86: 'IndexKeySpecsConflict',
  115: 'CommandNotSupported',
  121: 'DocumentValidationFailure',
  276: 'IndexBuildAborted',
  10334: 'BSONObjectTooLarge',
  11000: 'DuplicateKey',
  40324: 'Location40324',
};

/**
 * An error shaped like a MongoDB server error. Its messages stay in English on purpose: drivers, mongoose
 * and the API's error mapping match on MongoDB's own wording, exactly as on a real server.
 */
export class MongoCommandError extends Error {
  readonly code: number;
  readonly extra: Record<string, unknown>;

  constructor(code: number, message: string, extra: Record<string, unknown> = {}) {
    super(message);
    this.code = code;
    this.extra = extra;
  }

  get codeName(): string {
    return CODE_NAMES[this.code] ?? `Location${this.code}`;
  }

  /** The fields of a `{ ok: 0 }` reply or of a writeErrors entry. */
  toFields(): Record<string, unknown> {
    return { errmsg: this.message, code: this.code, codeName: this.codeName, ...this.extra };
  }
}

/** Converts anything thrown while running a command (mingo errors included) into a MongoDB-shaped error. */
export function toCommandError(error: unknown): MongoCommandError {
  if (error instanceof MongoCommandError) return error;
  const message = error instanceof Error ? error.message : String(error);
  if (/immutable field '_id'/.test(message)) return new MongoCommandError(ErrorCodes.ImmutableField, message);
  if (/conflict at/.test(message))
    return new MongoCommandError(ErrorCodes.ConflictingUpdateOperators, message);
  if (/unknown (top level )?operator|Unknown update operator|not registered/i.test(message)) {
    return new MongoCommandError(ErrorCodes.BadValue, message);
  }
  if (error instanceof Error && error.constructor.name === 'MingoError') {
    return new MongoCommandError(ErrorCodes.BadValue, message);
  }
  return new MongoCommandError(ErrorCodes.InternalError, message);
}

export function commandNotFound(name: string): MongoCommandError {
  return new MongoCommandError(ErrorCodes.CommandNotFound, `no such command: '${name}'`);
}
