import { FIRST_PAINT_WAIT_MS, startAfterFirstPaint } from './startAfterFirstPaint';
import { withStartScript } from './startScriptTag';

type PaintCallback = (entries: { getEntriesByName(name: string): unknown[] }) => void;

/** A PerformanceObserver whose paint entries the test delivers. */
function paintObserver() {
  const observers: PaintCallback[] = [];
  class FakeObserver {
    constructor(callback: PaintCallback) {
      observers.push(callback);
    }
    observe() {}
    disconnect() {}
  }
  const paint = (name: string) => {
    for (const callback of observers) callback({ getEntriesByName: (asked) => (asked === name ? [{}] : []) });
  };
  return { FakeObserver, paint };
}

/** A MessageChannel whose messages the test delivers, one task each. */
function taskChannel() {
  const queued: (() => void)[] = [];
  class FakeChannel {
    port1: { onmessage: (() => void) | null; close(): void } = { onmessage: null, close() {} };
    port2 = { postMessage: () => queued.push(() => this.port1.onmessage?.()) };
  }
  const runTask = () => queued.shift()?.();
  return { FakeChannel, runTask, pending: () => queued.length };
}

function page({ painted }: { painted: boolean }) {
  document.head.innerHTML =
    '<template data-preloads><link rel="preload" as="script" href="/685.js"></template>' +
    '<script src="/start.js" data-main="/main.js"></script>' +
    '<template data-preloads><link rel="preload" as="script" href="/main.js"></template>';
  document.body.innerHTML = `${painted ? '<div id="first-paint"><h1>Titlu</h1></div>' : ''}<div id="root"></div>`;
  jest.spyOn(document, 'currentScript', 'get').mockReturnValue(document.querySelector('script'));
}

const mainScript = () => document.head.querySelector('script[src="/main.js"]');
const activePreload = () => document.head.querySelector(':scope > link[rel="preload"][href="/685.js"]');
const activePreloads = () => document.head.querySelectorAll(':scope > link[rel="preload"]');

describe('the start script', () => {
  // The fallback timer of each test must not fire into the next one's page.
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.restoreAllMocks();
    jest.useRealTimers();
  });

  it('starts the shell at once on a page without a first paint', () => {
    page({ painted: false });
    const { FakeChannel, runTask } = taskChannel();
    startAfterFirstPaint(document, Object.assign(Object.create(window), { MessageChannel: FakeChannel }));
    expect(mainScript()).not.toBeNull();
    runTask();
    runTask();
    expect(activePreload()).not.toBeNull();
  });

  it('adds the main script once the first paint is shown, opens the storage, then the preloads one a task', () => {
    page({ painted: true });
    const { FakeObserver, paint } = paintObserver();
    const { FakeChannel, runTask, pending } = taskChannel();
    let storageReads = 0;
    const view = Object.assign(Object.create(window), {
      PerformanceObserver: FakeObserver,
      MessageChannel: FakeChannel,
      localStorage: {
        get length() {
          storageReads += 1;
          return 0;
        },
      },
    });
    startAfterFirstPaint(document, view);
    paint('first-paint');
    expect(mainScript()).toBeNull();
    expect(pending()).toBe(0);
    paint('first-contentful-paint');
    expect(mainScript()).not.toBeNull();
    expect(storageReads).toBe(0);
    runTask();
    expect(storageReads).toBe(1);
    expect(activePreloads()).toHaveLength(0);
    runTask();
    expect(activePreload()).not.toBeNull();
    // The main script's own preload is not added: the script element fetches it.
    expect(pending()).toBe(0);
    expect(activePreloads()).toHaveLength(1);
    paint('first-contentful-paint');
    expect(document.head.querySelectorAll('script[src="/main.js"]')).toHaveLength(1);
  });

  it('starts even where the storage is refused', () => {
    page({ painted: false });
    const { FakeChannel, runTask } = taskChannel();
    const view = Object.assign(Object.create(window), { MessageChannel: FakeChannel });
    Object.defineProperty(view, 'localStorage', {
      get() {
        throw new DOMException('refused', 'SecurityError');
      },
    });
    startAfterFirstPaint(document, view);
    runTask();
    runTask();
    expect(activePreload()).not.toBeNull();
  });

  it('starts anyway when no paint is reported in time (a page opened in a background tab)', () => {
    page({ painted: true });
    const { FakeObserver } = paintObserver();
    const { FakeChannel } = taskChannel();
    startAfterFirstPaint(
      document,
      Object.assign(Object.create(window), {
        PerformanceObserver: FakeObserver,
        MessageChannel: FakeChannel,
      }),
    );
    jest.advanceTimersByTime(FIRST_PAINT_WAIT_MS - 1);
    expect(mainScript()).toBeNull();
    jest.advanceTimersByTime(1);
    expect(mainScript()).not.toBeNull();
  });
});

describe('withStartScript', () => {
  it('puts the start script in place of the main script, which stays preloaded', () => {
    const html = '<head><title>t</title><script defer src="/main.1a2b3c4d.js"></script></head>';
    expect(withStartScript(html, '/start.9f8e7d6c.js')).toBe(
      '<head><title>t</title><link rel="preload" as="script" fetchpriority="low" href="/main.1a2b3c4d.js">' +
        '<script defer src="/start.9f8e7d6c.js" data-main="/main.1a2b3c4d.js"></script></head>',
    );
  });

  it('refuses a page without the main script tag', () => {
    expect(() => withStartScript('<head></head>', '/start.js')).toThrow(/main/);
  });
});
