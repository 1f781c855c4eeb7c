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
  suiteUsage:
    'Utilizare: npm run test:mongoose-suite -w @acorduri/embedded-mongo -- <checkout mongoose> [fișiere de test…]',
  suiteNotACheckout: (dir: string) =>
    `${dir} nu este un checkout al depozitului mongoose (lipsește test/common.js)`,
  suiteMissingMocha: (dir: string) =>
    `Lipsește mocha în ${dir}; instalați-l cu npm install --no-save --ignore-scripts (vezi README)`,
  suiteRunning: (files: number, uri: string) => `Rulez ${files} fișiere de test mongoose contra ${uri}…`,
  suiteFileHeader: 'fișier                                              trecute  eșuate  amânate',
  suiteTotals: (pass: number, fail: number, pending: number) =>
    `Total: ${pass} trecute, ${fail} eșuate, ${pending} amânate`,
  suiteUnsupported: (count: number) => `Eșecuri din funcții nesuportate (listate în README): ${count}`,
  suiteWrongAnswers: (count: number) =>
    `Răspunsuri greșite (eșecuri care nu sunt în lista din README): ${count}`,
  suiteNoReport: 'mocha nu a scris raportul JSON',
} as const;
