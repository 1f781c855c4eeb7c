import { resourceLimits } from 'node:worker_threads';
import { MAX_BSON_OBJECT_SIZE } from '../engine/documentSize';
import type { Doc } from '../engine/documents';
import { pendingIndexBuilds } from '../engine/IndexBuild';
import type { CommandContext, CommandHandler } from './context';
import { forgetAllSessions, forgetSessions } from './localSessions';

/** Reported as MongoDB 7.0: the driver's supported range is wire versions 9..29. */
export const MAX_WIRE_VERSION = 21;
export const SERVER_VERSION = '7.0.0';

function hello(context: CommandContext) {
  return {
    helloOk: true,
    isWritablePrimary: true,
    ismaster: true,
    maxBsonObjectSize: MAX_BSON_OBJECT_SIZE,
    maxMessageSizeBytes: 48_000_000,
    maxWriteBatchSize: 100_000,
    localTime: new Date(),
    logicalSessionTimeoutMinutes: 30,
    connectionId: context.connectionId,
    minWireVersion: 0,
    maxWireVersion: MAX_WIRE_VERSION,
    readOnly: false,
  };
}

function buildInfo() {
  return {
    version: SERVER_VERSION,
    gitVersion: 'acorduri-embedded',
    versionArray: [7, 0, 0, 0],
    bits: 64,
    debug: false,
    maxBsonObjectSize: MAX_BSON_OBJECT_SIZE,
    storageEngines: ['acorduri-embedded'],
    modules: [],
    openssl: { running: 'disabled' },
    javascriptEngine: 'none',
  };
}

function getParameter(context: CommandContext) {
  const all = context.command.getParameter === '*';
  const out: Record<string, unknown> = {};
  if (all || 'featureCompatibilityVersion' in context.command)
    out.featureCompatibilityVersion = { version: '7.0' };
  if (all || 'ttlMonitorSleepSecs' in context.command)
    out.ttlMonitorSleepSecs = context.server.ttlMonitorSleepSecs;
  return out;
}

function setParameter(context: CommandContext) {
  const value = context.command.ttlMonitorSleepSecs;
  const out: Record<string, unknown> = {};
  if (typeof value === 'number' && value > 0) {
    out.was = context.server.ttlMonitorSleepSecs;
    context.server.ttlMonitorSleepSecs = value;
  }
  return out;
}

function serverStatus(context: CommandContext) {
  return {
    host: `${context.server.host}:${context.server.port}`,
    version: SERVER_VERSION,
    process: 'acorduri-embedded-mongo',
    pid: process.pid,
    uptime: Math.floor((Date.now() - context.server.startedAt.getTime()) / 1000),
    localTime: new Date(),
    metrics: { cursor: { open: { total: context.engine.cursors.openCount } } },
    embeddedEngine: embeddedEngineStatus(context),
  };
}

const NS_PER_MS = 1e6;

/**
 * This engine's own section: its thread's event-loop delay since the last reset (`resetEventLoopDelay: 1`
 * resets it after reading), the index builds still running in the background and, in a thread of its own
 * (startEmbeddedMongoThread), its heap's young and old generation limits.
 */
function embeddedEngineStatus(context: CommandContext): Doc {
  const histogram = context.server.eventLoopDelay;
  const empty = histogram.count === 0;
  const ms = (ns: number) => (empty ? 0 : Math.round((ns / NS_PER_MS) * 10) / 10);
  const status = {
    eventLoopDelayMs: {
      samples: histogram.count,
      p50: ms(histogram.percentile(50)),
      p99: ms(histogram.percentile(99)),
      max: ms(histogram.max),
    },
    indexBuildsPending: pendingIndexBuilds(),
    ...(resourceLimits.maxYoungGenerationSizeMb === undefined
      ? {}
      : {
          heapLimitsMb: {
            youngGeneration: resourceLimits.maxYoungGenerationSizeMb,
            oldGeneration: resourceLimits.maxOldGenerationSizeMb,
          },
        }),
  };
  if (context.command.resetEventLoopDelay) histogram.reset();
  return status;
}

const empty = () => ({});

export const handshakeCommands: Record<string, CommandHandler> = {
  hello,
  isMaster: hello,
  ismaster: hello,
  ping: empty,
  buildInfo,
  buildinfo: buildInfo,
  getParameter,
  setParameter,
  serverStatus,
  endSessions: (context) => {
    forgetSessions(context.engine, context.command.endSessions);
    return {};
  },
  killAllSessions: (context) => {
    forgetAllSessions(context.engine);
    return {};
  },
  killSessions: (context) => {
    forgetSessions(context.engine, context.command.killSessions);
    return {};
  },
  refreshSessions: empty,
  whatsmyuri: () => ({ you: '127.0.0.1' }),
  connectionStatus: () => ({ authInfo: { authenticatedUsers: [], authenticatedUserRoles: [] } }),
  hostInfo: () => ({ system: { hostname: 'localhost' }, os: { type: process.platform } }),
  getCmdLineOpts: () => ({ argv: ['acorduri-embedded-mongo'], parsed: {} }),
  getLog: () => ({ totalLinesWritten: 0, log: [] }),
};
