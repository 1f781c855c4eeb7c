/** Every text mf-chords shows, in one place. */

const FINGER_NAMES: Readonly<Record<number, string>> = {
  1: 'arătătorul',
  2: 'mijlociul',
  3: 'inelarul',
  4: 'degetul mic',
};

/** Guitar strings from the low E (index 0, string 6) to the high E (index 5, string 1). */
const STRING_NAMES = ['Mi grav', 'La', 'Re', 'Sol', 'Si', 'Mi acut'] as const;

export const MESSAGES = {
  dictionaryTitle: 'Dicționar de acorduri',
  accessibleTitle: 'Dicționar de acorduri accesibil',
  playableLead: 'Știi deja câteva acorduri?',
  listen: 'Ascultă',
  listenTo: (chord: string) => `Ascultă ${chord}`,
  playableLink: 'Vezi ce melodii poți cânta cu ele',
  notFoundTitle: 'Pagina nu a fost găsită.',
  loading: 'Se încarcă…',
  home: 'Acasă',

  rootLabel: 'Rădăcina',
  typeLabel: 'Tipul acordului',
  allTypes: 'Toate tipurile',
  instrumentLabel: 'Instrument',
  guitar: 'Chitară',
  piano: 'Pian',
  hidden: 'Ascunse',
  toAccessible: 'Dicționar accesibil (text)',
  toDictionary: 'Dicționar cu diagrame',
  listDefinitions: 'Listează definiții',
  leftHanded: 'Diagrame pentru stângaci',
  noChords: 'Nu există acorduri pentru filtrele alese.',
  noVariants: 'Nu există variante pentru acest instrument.',
  chooseAndList: 'Alege rădăcina și tipul, apoi apasă „Listează definiții”.',

  rootsError: 'Eroare la citirea rădăcinilor acordurilor.',
  typesError: 'Eroare la citirea tipurilor de acorduri.',
  chordsError: 'Eroare la citirea acordurilor.',
  filesError: 'Eroare la citirea fișierelor.',

  chordHeading: (name: string, fullName: string | undefined) => (fullName ? `${name} — ${fullName}` : name),
  typeOption: (name: string, fullName: string) => `${name} (${fullName})`,
  guitarVariantHeading: (index: number, position: string) =>
    `Chitară, varianta ${index} (poziția ${position})`,
  pianoVariantHeading: (index: number) => `Pian, varianta ${index}`,

  guitarDiagramLabel: (chord: string, index: number, position: string) =>
    `Acordul ${chord} la chitară, varianta ${index}, poziția ${position}`,
  pianoDiagramLabel: (chord: string, index: number, notes: string) =>
    `Acordul ${chord} la pian, varianta ${index}: ${notes}`,
  invalidVariant: 'Definiția nu este validă',

  stringName: (index: number) => `Coarda ${6 - index} (${STRING_NAMES[index] ?? ''})`,
  stringMuted: 'nu se cântă',
  stringOpen: 'liberă',
  stringFretted: (fret: number, finger: number) =>
    `tasta ${fret}, degetul ${finger} (${FINGER_NAMES[finger] ?? ''})`,
  pianoKeys: (notes: readonly string[]) => `Clapele: ${notes.join(', ')}.`,

  chordStripLabel: 'Acordurile piesei',
  removeChord: (name: string) => `Ascunde acordul ${name}`,
  restoreChords: (count: number) => `Arată toate acordurile (${count} ascunse)`,
  diagramUnavailable: 'Diagramă indisponibilă',
} as const;
