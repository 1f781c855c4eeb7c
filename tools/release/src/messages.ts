import type { SharedDeclaration } from './sharedDeclaration';

/** Every text the release commands print (Romanian, like the rest of the project). */
export const MESSAGES = {
  sharedMissing: (name: string, shellVersion: string) =>
    `${name}: remote-ul nu îl partajează, dar shell-ul live îl partajează în versiunea ${shellVersion}.`,
  sharedIncompatible: (name: string, own: SharedDeclaration, shell: SharedDeclaration) =>
    `${name}: remote-ul a fost construit cu ${own.version} (cere ${own.requiredVersion}), ` +
    `shell-ul live are ${shell.version} (cere ${shell.requiredVersion}).`,
  contractRefused: (folder: string) =>
    `Versiunea nu a fost publicată: ${folder} nu este compatibil cu shell-ul live.`,
  noSharedInfo: (file: string) =>
    `${file} lipsește: construiți pachetul (npm run build) înainte de publicare.`,
  notARemote: (name: string) =>
    `${name} nu este un remote (mf-public, mf-account, mf-admin, mf-chords): rulați comanda cu -w <remote>.`,
  unknownRelease: (folder: string, version: string) => `${folder} nu are versiunea ${version}.`,
  noPrevious: (folder: string) => `${folder} nu are o versiune anterioară celei live.`,
  noCanary: (folder: string) => `${folder} nu are o versiune de test.`,
  canaryIsLive: (version: string) => `Versiunea ${version} este deja live pentru toți vizitatorii.`,
  building: (folder: string) => `Se construiește ${folder}…`,
  released: (folder: string, version: string, size: string) =>
    `${folder} ${version} publicat (${size}) și live pentru toți vizitatorii.`,
  releasedCanary: (folder: string, version: string, who: string) =>
    `${folder} ${version} publicat și live pentru ${who}.`,
  recorded: (folder: string, version: string) => `${folder} ${version} publicat, nu este live.`,
  nowLive: (folder: string, version: string) => `${folder}: versiunea live este acum ${version}.`,
  canaryStopped: (folder: string) => `${folder}: versiunea de test a fost oprită.`,
  canaryAudience: (share: number, admins: boolean) =>
    admins ? 'administratori' : `${share}% dintre vizitatori`,
  noReleases: 'Nicio versiune publicată.',
  listHeader: (folder: string, live: string | null) =>
    `${folder} (live: ${live ?? 'build-ul fără versiune'})`,
  usage: [
    'Utilizare:',
    '  acorduri-release release [--dist <dosar>] [--canary <1-99> | --admins] [--no-live]',
    '  acorduri-release list',
    '  acorduri-release rollback',
    '  acorduri-release promote <versiune>',
    '  acorduri-release canary <versiune> (--share <1-99> | --admins) | canary --stop',
    'Comenzile unui remote se rulează din dosarul lui (npm run release -w mf-public).',
  ].join('\n'),
} as const;
