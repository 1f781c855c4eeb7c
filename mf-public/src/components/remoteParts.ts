import { lazyRemote as lazyRemoteWith } from '@acorduri/ui-kit';
import { loadRemoteModule } from '../federation/loadRemoteModule';

/** A component exposed by another remote, loaded on first render through mf-public's federation runtime. */
export const lazyRemote = <P>(id: string) => lazyRemoteWith<P>(id, loadRemoteModule);
