export { SUPPORTED_COMMANDS } from './commands/runCommand';
export { startEmbeddedMongoThread } from './engineThread';
export { type EmbeddedMongo, type EmbeddedMongoOptions, startEmbeddedMongo } from './startEmbeddedMongo';
export { runningLockOwner } from './storage/dataDirLock';
