import semver from 'semver';
import { MESSAGES } from './messages';
import type { SharedDeclaration } from './sharedDeclaration';

/**
 * The problems that would break a page if this remote were composed with this shell: each singleton the shell
 * shares must be one the remote also shares, in a version of the same major the shell accepts, and the shell's copy
 * (the one `loaded-first` puts on the page) must satisfy what the remote asks for. Empty when compatible.
 */
export function contractProblems(
  remote: readonly SharedDeclaration[],
  shell: readonly SharedDeclaration[],
  singletons: readonly string[],
): string[] {
  const problems: string[] = [];
  for (const name of singletons) {
    const host = shell.find((s) => s.name === name);
    if (!host) continue;
    const own = remote.find((s) => s.name === name);
    if (!own) {
      problems.push(MESSAGES.sharedMissing(name, host.version));
      continue;
    }
    const sameMajor = semver.valid(own.version) && semver.major(own.version) === semver.major(host.version);
    const shellAccepts = semver.satisfies(own.version, host.requiredVersion);
    const remoteAccepts = semver.satisfies(host.version, own.requiredVersion);
    if (!sameMajor || !shellAccepts || !remoteAccepts) {
      problems.push(MESSAGES.sharedIncompatible(name, own, host));
    }
  }
  return problems;
}
