import { contractProblems } from '../src/contractCheck';
import type { SharedDeclaration } from '../src/sharedDeclaration';

const SINGLETONS = ['react', 'react-dom', 'swr'];
const shared = (name: string, version: string, requiredVersion = `^${version.split('.')[0]}.0.0`) =>
  ({ name, version, requiredVersion }) satisfies SharedDeclaration;
const SHELL = [shared('react', '19.3.1'), shared('react-dom', '19.3.1'), shared('swr', '2.5.1')];

describe('the contract check of a remote against the live shell', () => {
  it('accepts the same versions and a newer minor or patch of the same major', () => {
    expect(contractProblems(SHELL, SHELL, SINGLETONS)).toEqual([]);
    const newer = [shared('react', '19.4.0'), shared('react-dom', '19.3.2'), shared('swr', '2.6.0')];
    expect(contractProblems(newer, SHELL, SINGLETONS)).toEqual([]);
  });

  it('refuses another major, naming the package and both versions', () => {
    const old = [shared('react', '18.3.1'), shared('react-dom', '19.3.1'), shared('swr', '2.5.1')];
    expect(contractProblems(old, SHELL, SINGLETONS)).toEqual([
      'react: remote-ul a fost construit cu 18.3.1 (cere ^18.0.0), shell-ul live are 19.3.1 (cere ^19.0.0).',
    ]);
  });

  it("refuses a remote that asks for more than the shell's copy gives", () => {
    const strict = [
      shared('react', '19.3.1'),
      shared('react-dom', '19.3.1'),
      shared('swr', '2.7.0', '^2.7.0'),
    ];
    expect(contractProblems(strict, SHELL, SINGLETONS)).toEqual([
      'swr: remote-ul a fost construit cu 2.7.0 (cere ^2.7.0), shell-ul live are 2.5.1 (cere ^2.0.0).',
    ]);
  });

  it('refuses a remote that bundles its own copy of a singleton the shell shares', () => {
    expect(contractProblems([shared('react', '19.3.1'), shared('swr', '2.5.1')], SHELL, SINGLETONS)).toEqual([
      'react-dom: remote-ul nu îl partajează, dar shell-ul live îl partajează în versiunea 19.3.1.',
    ]);
  });

  it('ignores packages the shell does not share and packages that are not singletons', () => {
    const extra = [...SHELL, shared('lodash', '1.0.0'), shared('styled-components', '5.0.0')];
    expect(contractProblems(extra, SHELL, SINGLETONS)).toEqual([]);
  });
});
