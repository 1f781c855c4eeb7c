#!/usr/bin/env node
import { parseArgs } from 'node:util';
import { messages } from './messages';
import { startEmbeddedMongo } from './startEmbeddedMongo';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '27017' },
      host: { type: 'string', default: '127.0.0.1' },
      'data-dir': { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(messages.usage);
    return;
  }
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(messages.invalidPort(String(values.port)));
    process.exitCode = 2;
    return;
  }
  const dataDir = values['data-dir'];
  const server = await startEmbeddedMongo({ port, host: values.host, dataDir });
  console.log(messages.started(server.uri));
  console.log(dataDir ? messages.persistent(dataDir) : messages.inMemory);
  const stop = () => {
    console.log(messages.stopping);
    void server.stop().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
