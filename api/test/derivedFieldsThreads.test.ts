import { readdirSync, readFileSync } from 'node:fs';
import { constants, getPriority } from 'node:os';
import { DERIVED_HERE, derivedFieldsThreads, type TabText } from '../src/seed/derivedFieldsThreads';

const TABS: TabText[] = [
  { artistName: 'Fără Zahăr', title: 'Țară, țară', body: 'Am      C\nȘtiu că vii\nG   Em\nși pleci' },
  { artistName: 'Ana-Maria', title: 'Cântec de rău', body: '[Refren]\nD A Bm G\nla la la' },
  { artistName: '', title: 'Fără acorduri', body: '' },
];

describe('derivedFieldsThreads', () => {
  it('derives on worker threads the fields this thread derives, each batch answered as its own', async () => {
    const threads = derivedFieldsThreads(2);
    try {
      const batches = [TABS, [...TABS].reverse(), TABS.slice(1)];
      const answers = await Promise.all(batches.map((batch) => threads.derive(batch)));
      for (const [position, batch] of batches.entries())
        expect(answers[position]).toEqual(await DERIVED_HERE.derive(batch));
      expect(answers[0]![0]).toMatchObject({ searchArtist: 'fara zahar', searchTitle: 'tara tara' });
    } finally {
      await threads.close();
    }
  });

  /** The nice value of each thread of this process (Linux: the 19th field of its stat, after the name). */
  const threadNiceValues = () =>
    readdirSync('/proc/self/task').map((tid) => {
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
      return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
    });

  // Only where the test runs above that priority (a test run under `nice` already sits there).
  const lowered = process.platform === 'linux' && getPriority() < constants.priority.PRIORITY_BELOW_NORMAL;
  (lowered ? it : it.skip)(
    "runs its threads below the process's priority, leaving this thread's as it was",
    async () => {
      const before = getPriority();
      const threads = derivedFieldsThreads(1);
      try {
        await threads.derive(TABS);
        expect(threadNiceValues()).toContain(constants.priority.PRIORITY_BELOW_NORMAL);
        expect(getPriority()).toBe(before);
      } finally {
        await threads.close();
      }
    },
  );

  it('refuses batches once its threads have ended', async () => {
    const threads = derivedFieldsThreads(1);
    await threads.close();
    await expect(threads.derive(TABS)).rejects.toThrow('ended');
  });
});
