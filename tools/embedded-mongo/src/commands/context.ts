import type { IntervalHistogram } from 'node:perf_hooks';
import type { Collection } from '../engine/Collection';
import type { Doc } from '../engine/documents';
import type { Engine } from '../engine/Engine';
import { ErrorCodes, MongoCommandError } from '../errors';

/** Server facts and settings commands can read or change. */
export interface ServerState {
  readonly startedAt: Date;
  readonly host: string;
  port: number;
  ttlMonitorSleepSecs: number;
  /** The delay of this thread's event loop (how long a command or an index build step kept others waiting). */
  readonly eventLoopDelay: IntervalHistogram;
}

export interface CommandContext {
  readonly engine: Engine;
  readonly server: ServerState;
  readonly dbName: string;
  readonly command: Doc;
  readonly connectionId: number;
}

/** A command: its reply, or a promise of it for work done in steps between other commands (index builds). */
export type CommandHandler = (context: CommandContext) => object | Promise<object>;

/** The collection name a command targets (its first field's value). */
export function targetCollection(context: CommandContext): string {
  const name = Object.values(context.command)[0];
  if (typeof name !== 'string' || name.length === 0) {
    const command = Object.keys(context.command)[0];
    throw new MongoCommandError(
      ErrorCodes.InvalidNamespace,
      `collection name has invalid type ${typeof name} for command ${command}`,
    );
  }
  return name;
}

export function namespaceOf(context: CommandContext, collection: string): string {
  return `${context.dbName}.${collection}`;
}

/** The collection a command targets, which must exist (mongod answers NamespaceNotFound otherwise). */
export function existingTargetCollection(context: CommandContext): Collection {
  const name = targetCollection(context);
  const collection = context.engine.database(context.dbName).collection(name);
  if (!collection) {
    throw new MongoCommandError(
      ErrorCodes.NamespaceNotFound,
      `ns does not exist: ${namespaceOf(context, name)}`,
    );
  }
  return collection;
}

export function optionalDoc(value: unknown): Doc | undefined {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Doc) : undefined;
}

export function optionalNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  if (value && typeof value === 'object' && 'toNumber' in value)
    return (value as { toNumber(): number }).toNumber();
  return undefined;
}
