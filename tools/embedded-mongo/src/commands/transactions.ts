import { ErrorCodes, MongoCommandError } from '../errors';
import type { CommandHandler } from './context';

/** The engine reports itself as a standalone server, which refuses transactions exactly like mongod does. */
export function transactionsNotSupported(): MongoCommandError {
  return new MongoCommandError(
    ErrorCodes.IllegalOperation,
    'Transaction numbers are only allowed on a replica set member or mongos',
  );
}

const refuse: CommandHandler = () => {
  throw transactionsNotSupported();
};

export const transactionCommands: Record<string, CommandHandler> = {
  commitTransaction: refuse,
  abortTransaction: refuse,
};
