/**
 * Text shown to people (CLI output). Server error messages are not here: they keep MongoDB's exact English
 * wording, which drivers and the API match on.
 */
export const messages = {
  started: (uri: string) => `Motorul MongoDB încorporat ascultă la ${uri}`,
  inMemory: 'Date păstrate doar în memorie (fără --data-dir).',
  persistent: (dir: string) => `Date păstrate în ${dir}`,
  stopping: 'Opresc motorul MongoDB încorporat…',
  invalidPort: (value: string) => `Port invalid: ${value}`,
  usage:
    'Utilizare: acorduri-embedded-mongo [--port <n>] [--host <adresă>] [--data-dir <director>]\n' +
    '  --port      portul TCP (implicit 27017; 0 = un port liber)\n' +
    '  --host      adresa de ascultare (implicit 127.0.0.1)\n' +
    '  --data-dir  directorul jurnalelor; fără el datele rămân doar în memorie',
} as const;
