import { parentPort } from 'node:worker_threads';
import { tabDerivedFields } from '../tabs/tabDerivedFields';
import type { DeriveReply, DeriveRequest } from './derivedFieldsThreads';

// A worker of derivedFieldsThreads: derives the fields of each batch of tabs it is sent.
parentPort?.on('message', ({ id, tabs }: DeriveRequest) => {
  const reply: DeriveReply = {
    id,
    fields: tabs.map((tab) => tabDerivedFields(tab.artistName, tab.title, tab.body)),
  };
  parentPort?.postMessage(reply);
});
