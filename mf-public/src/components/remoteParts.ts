import { type ComponentType, lazy } from 'react';
import { loadRemoteModule } from '../federation/loadRemoteModule';

/** A component exposed by another remote, loaded on first render through the shell's federation runtime. */
export function lazyRemote<P>(id: string) {
  return lazy(async () => {
    const module = await loadRemoteModule<{ default: ComponentType<P> }>(id);
    if (!module?.default) throw new Error(`${id} nu a putut fi încărcat`);
    return { default: module.default };
  });
}
