export { SUPPORTED_COMMANDS } from './commands/runCommand';
export { startEmbeddedMongoThread } from './engineThread';
export { localSocketPath } from './server/localSocketPath';
export { type EmbeddedMongo, type EmbeddedMongoOptions, startEmbeddedMongo } from './startEmbeddedMongo';
export { runningLockOwner } from './storage/dataDirLock';
