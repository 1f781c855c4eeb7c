import type { Doc } from '../engine/documents';
import { commandNotFound, toCommandError } from '../errors';
import { aggregateCommands } from './aggregate';
import { collModCommands } from './collMod';
import { assertKnownFields } from './commandFields';
import type { CommandContext, CommandHandler } from './context';
import { explainCommands } from './explain';
import { findAndModifyCommands } from './findAndModify';
import { handshakeCommands } from './handshake';
import { indexCommands } from './indexes';
import { touchSession } from './localSessions';
import { namespaceCommands } from './namespaces';
import { readCommands } from './read';
import { transactionCommands, transactionsNotSupported } from './transactions';
import { writeCommands } from './write';

const COMMANDS: Record<string, CommandHandler> = {
  ...handshakeCommands,
  ...readCommands,
  ...writeCommands,
  ...findAndModifyCommands,
  ...aggregateCommands,
  ...indexCommands,
  ...namespaceCommands,
  ...collModCommands,
  ...explainCommands,
  ...transactionCommands,
};

export const SUPPORTED_COMMANDS = Object.keys(COMMANDS).sort();

/**
 * Runs one command and returns its reply: `ok: 1`, or MongoDB's `ok: 0` error shape; a promise of it when the
 * command waits for work done between other commands (a background index build). Changes are handed to the
 * store before the reply leaves, so an acknowledged write is always in the journal.
 */
export function runCommand(
  context: Omit<CommandContext, 'dbName'> & { dbName?: string },
): Doc | Promise<Doc> {
  const name = Object.keys(context.command)[0] ?? '';
  let reply: object | Promise<object>;
  try {
    if (context.command.txnNumber !== undefined || context.command.startTransaction !== undefined) {
      throw transactionsNotSupported();
    }
    const handler = COMMANDS[name];
    if (!handler) throw commandNotFound(name);
    assertKnownFields(context.command);
    touchSession(context.engine, context.command.lsid);
    const dbName =
      typeof context.command.$db === 'string' ? context.command.$db : (context.dbName ?? 'admin');
    reply = handler({ ...context, dbName });
  } catch (error) {
    context.engine.store.commit();
    return { ok: 0, ...toCommandError(error).toFields() };
  }
  if (!(reply instanceof Promise)) {
    context.engine.store.commit();
    return { ...reply, ok: 1 };
  }
  return reply
    .then(
      (done) => ({ ...done, ok: 1 }),
      (error: unknown) => ({ ok: 0, ...toCommandError(error).toFields() }),
    )
    .finally(() => context.engine.store.commit());
}
