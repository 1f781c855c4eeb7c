/**
 * A value started before the calling describe block's tests and stopped after them. The returned object reads the
 * started value's fields, so it can be held in a const at declaration time; read it inside tests and hooks only.
 */
export function useSuiteFixture<T extends object>(
  name: string,
  start: () => Promise<T>,
  stop: (started: T) => Promise<void>,
): T {
  let started: T | undefined;
  beforeAll(async () => {
    started = await start();
  });
  afterAll(async () => {
    if (started) await stop(started);
  });
  return new Proxy({} as T, {
    get(_target, field) {
      if (!started) throw new Error(`${name}: read its fields inside tests, after beforeAll`);
      return started[field as keyof T];
    },
  });
}
