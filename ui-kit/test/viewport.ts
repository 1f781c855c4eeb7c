type Listener = (event: MediaQueryListEvent) => void;

const lists = new Set<{ query: string; listeners: Set<Listener> }>();
let width = 1440;

function evaluate(query: string): boolean {
  const min = /min-width:\s*([\d.]+)px/.exec(query);
  const max = /max-width:\s*([\d.]+)px/.exec(query);
  if (min?.[1] && width < Number(min[1])) return false;
  if (max?.[1] && width > Number(max[1])) return false;
  return Boolean(min || max);
}

/** A matchMedia that understands min-/max-width, so tests can switch between desktop and phone widths. */
export function setViewportWidth(next: number): void {
  width = next;
  window.matchMedia = (query: string) => {
    const entry = { query, listeners: new Set<Listener>() };
    lists.add(entry);
    return {
      get matches() {
        return evaluate(query);
      },
      media: query,
      onchange: null,
      addEventListener: (_type: string, listener: Listener) => entry.listeners.add(listener),
      removeEventListener: (_type: string, listener: Listener) => entry.listeners.delete(listener),
      addListener: (listener: Listener) => entry.listeners.add(listener),
      removeListener: (listener: Listener) => entry.listeners.delete(listener),
      dispatchEvent: () => false,
    } as unknown as MediaQueryList;
  };
  for (const entry of lists) {
    for (const listener of entry.listeners)
      listener({ matches: evaluate(entry.query) } as MediaQueryListEvent);
  }
}
