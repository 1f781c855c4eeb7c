import { Component, type ComponentType, type LazyExoticComponent, lazy, type ReactNode } from 'react';

export interface RemoteBoundaryProps {
  /** Shown instead of the part when it failed to load or to render */
  readonly fallback: ReactNode;
  readonly children: ReactNode;
}

/**
 * Keeps a part loaded from another remote (mf-chords' diagrams, mf-account's captcha) from taking the page down:
 * when that remote is unreachable or the part throws, the fallback shows and the rest of the screen works.
 */
export class RemoteBoundary extends Component<RemoteBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error): void {
    console.warn('[remote part] failed', error);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** How a remote loads another remote's module (its own federation instance: ids like 'mf_chords/ChordStrip'). */
export type RemoteModuleLoader = <T>(id: string) => Promise<T | null>;

/**
 * A component exposed by another remote as a lazy component: fetched through `load` on first render (inside
 * Suspense and a RemoteBoundary); a module without a default component is a failure.
 */
export function lazyRemote<P>(id: string, load: RemoteModuleLoader): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => {
    const module = await load<{ default?: ComponentType<P> }>(id);
    if (!module?.default) throw new Error(`${id} nu a putut fi încărcat`);
    return { default: module.default };
  });
}
