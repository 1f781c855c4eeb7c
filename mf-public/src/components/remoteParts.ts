import { loadRemote } from '@module-federation/enhanced/runtime';
import { type ComponentType, lazy } from 'react';

/** A component exposed by another remote, loaded on first render through the shell's federation runtime. */
export function lazyRemote<P>(id: string) {
  return lazy(async () => {
    const module = await loadRemote<{ default: ComponentType<P> }>(id);
    if (!module?.default) throw new Error(`${id} nu a putut fi încărcat`);
    return { default: module.default };
  });
}
