import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

export interface KillableApiProcess {
  readonly url: string;
  readonly child: ChildProcess;
  /** Resolves with the first output line containing `text`; rejects if the process exits first. */
  waitForOutput(text: string): Promise<string>;
  readonly exited: Promise<void>;
}

const API_ROOT = path.resolve(__dirname, '../..');

/**
 * The API's server entry as one child process (tsx loaded into node itself, unlike the tsx CLI of apiProcess.ts,
 * which runs the server in a grandchild), so a SIGKILL hits the server and its embedded engine. Resolves once the
 * start banner printed the URL of the free port it took.
 */
export function startKillableApiProcess(
  env: Record<string, string>,
  nodeArgs: readonly string[] = [],
): Promise<KillableApiProcess> {
  const child = spawn(
    process.execPath,
    [...nodeArgs, '--import', 'tsx', '--conditions=source', 'src/server.ts'],
    {
      cwd: API_ROOT,
      env: { ...process.env, HOST: '127.0.0.1', PORT: '0', PUBLIC_URL: 'http://127.0.0.1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const waitForOutput = (text: string) =>
    new Promise<string>((resolve, reject) => {
      const check = () => {
        const line = output.split('\n').find((candidate) => candidate.includes(text));
        if (line === undefined) return;
        child.stdout?.off('data', check);
        resolve(line);
      };
      child.stdout?.on('data', check);
      check();
      void exited.then(() =>
        reject(new Error(`the API process exited before printing "${text}":\n${output}`)),
      );
    });
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout.prependListener('data', collect);
  child.stderr.on('data', collect);
  return waitForOutput('rulează la').then((line) => {
    const url = /rulează la (http:\/\/\S+)/.exec(line)?.[1];
    if (!url) throw new Error(`no URL in the start banner: ${line}`);
    return { url, child, waitForOutput, exited };
  });
}
