import { createRemoteModuleLoader } from '@acorduri/contracts';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

/** Loads `<remote>/<exposed>` (e.g. 'mf_chords/chordTools') on mf-account's own federation instance. */
export const loadRemoteModule = createRemoteModuleLoader(__MF_NAME__, { loadRemote, registerRemotes });
