/** Messages of the "Ce pot cânta" calls (crafted: the spec predates them). */
export const CHORD_SET_MESSAGES = {
  chordsRequired: 'Alege cel puțin un acord.',
  chordsTooMany: 'Poți alege cel mult 24 de acorduri.',
  chordsRepeated: 'Un acord apare de două ori.',
  chordUnknown: 'Acordul „{#chord}” nu este în dicționar.',
  capoInvalid: 'Capodastrul poate fi 0 sau „any”.',
  degreesRequired: 'Scrie o progresie de 2–8 trepte, de exemplu I-V-vi-IV.',
  degreeInvalid: 'Treapta „{#degree}” nu este o treaptă validă (de exemplu I, V, vi, bVII, vii°).',
  invalidListParameter: 'Parametrii listei nu sunt valizi.',
} as const;
