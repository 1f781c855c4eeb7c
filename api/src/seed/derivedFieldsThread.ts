import { constants, getPriority, setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { tabDerivedFields } from '../tabs/tabDerivedFields';
import type { DeriveReply, DeriveRequest } from './derivedFieldsThreads';

// A worker of derivedFieldsThreads: derives the fields of each batch of tabs it is sent.

// On Linux a priority set without a process id is this thread's alone: below the engine's thread, which shares the
// seed's process and must keep answering the driver's heartbeats while the seed runs more busy threads than cores.
// Only ever lowered: raising a thread's priority takes privileges.
const BELOW_NORMAL = constants.priority.PRIORITY_BELOW_NORMAL;
if (process.platform === 'linux' && getPriority() < BELOW_NORMAL) setPriority(BELOW_NORMAL);
parentPort?.on('message', ({ id, tabs }: DeriveRequest) => {
  const reply: DeriveReply = {
    id,
    fields: tabs.map((tab) => tabDerivedFields(tab.artistName, tab.title, tab.body)),
  };
  parentPort?.postMessage(reply);
});
