import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { reloadingFile } from '../src/site/reloadingFile';

describe('a build file read again after a rebuild', () => {
  let dir: string;
  let now: number;

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'acorduri-reloading-'));
    now = 1_000_000;
    jest.spyOn(Date, 'now').mockImplementation(() => now);
  });

  afterEach(() => {
    jest.restoreAllMocks();
    rmSync(dir, { recursive: true, force: true });
  });

  it('reads the file once for the requests that ask while it is being read', async () => {
    const file = path.join(dir, 'groups.json');
    writeFileSync(file, '{"a":1}');
    const parse = jest.fn((text: string) => JSON.parse(text) as Record<string, number>);
    const read = reloadingFile(file, parse);

    const answers = await Promise.all(Array.from({ length: 20 }, () => read()));

    expect(parse).toHaveBeenCalledTimes(1);
    expect(new Set(answers).size).toBe(1);
    expect(answers[0]).toEqual({ a: 1 });
  });

  it('checks again after a second, and reads a rebuilt file once for the requests waiting on the check', async () => {
    const file = path.join(dir, 'groups.json');
    writeFileSync(file, '{"a":1}');
    const parse = jest.fn((text: string) => JSON.parse(text) as Record<string, number>);
    const read = reloadingFile(file, parse);
    await read();

    writeFileSync(file, '{"a":22}');
    expect(await read()).toEqual({ a: 1 });
    now += 1001;
    const answers = await Promise.all(Array.from({ length: 20 }, () => read()));

    expect(parse).toHaveBeenCalledTimes(2);
    expect(answers.every((answer) => answer.a === 22)).toBe(true);
  });

  it('does not keep a failed read: the next call tries again', async () => {
    const file = path.join(dir, 'later.json');
    const read = reloadingFile(file, (text) => JSON.parse(text) as Record<string, number>);

    await expect(read()).rejects.toMatchObject({ code: 'ENOENT' });
    writeFileSync(file, '{"b":2}');
    expect(await read()).toEqual({ b: 2 });
  });
});
