import Joi from 'joi';
import { type ChordCode, chordCodeOfName, chordNameOf } from './chordCodes';
import {
  type DegreeStep,
  type ParsedDegree,
  PROGRESSION_MAX_DEGREES,
  PROGRESSION_MIN_DEGREES,
  parseDegree,
  progressionSteps,
} from './degrees';
import { CHORD_SET_MESSAGES } from './messages';

export const KNOWN_CHORDS_MAX = 24;
/** Capo frets tried by capo=any (beyond the seventh fret a guitar's shapes get too cramped to be the answer). */
export const CAPO_MAX = 7;
export const CAPO_MODES = ['0', 'any'] as const;
export type CapoMode = (typeof CAPO_MODES)[number];

const splitList = (value: string, separator: RegExp) =>
  value
    .split(separator)
    .map((part) => part.trim())
    .filter((part) => part !== '');

/** 'G,C,D,Em' → their distinct chord codes; every name must be a chord of the dictionary. */
export const knownChordsSchema = () =>
  Joi.string()
    .custom((value: string, helpers) => {
      const names = splitList(value, /,/);
      if (names.length === 0) return helpers.error('any.required');
      const codes: ChordCode[] = [];
      for (const chord of names) {
        const code = chordCodeOfName(chord);
        if (code === undefined) return helpers.error('chords.unknown', { chord });
        if (!codes.includes(code)) codes.push(code);
      }
      return codes.length > KNOWN_CHORDS_MAX ? helpers.error('chords.tooMany') : codes;
    })
    .required()
    .messages({
      'any.required': CHORD_SET_MESSAGES.chordsRequired,
      'string.empty': CHORD_SET_MESSAGES.chordsRequired,
      'string.base': CHORD_SET_MESSAGES.chordsRequired,
      'chords.unknown': CHORD_SET_MESSAGES.chordUnknown,
      'chords.tooMany': CHORD_SET_MESSAGES.chordsTooMany,
    });

const capoSchema = () =>
  Joi.string()
    .valid(...CAPO_MODES)
    .default('0')
    .messages({ '*': CHORD_SET_MESSAGES.capoInvalid });

const paging = () => ({
  limit: Joi.number().integer().min(1).max(100).default(20),
  offset: Joi.number().integer().min(0).default(0),
});

/** GET /api/tab/playable */
export const playableQuery = Joi.object({
  chords: knownChordsSchema(),
  capo: capoSchema(),
  ...paging(),
}).messages({
  'number.base': CHORD_SET_MESSAGES.invalidListParameter,
  'number.min': CHORD_SET_MESSAGES.invalidListParameter,
  'number.max': CHORD_SET_MESSAGES.invalidListParameter,
  'number.integer': CHORD_SET_MESSAGES.invalidListParameter,
});

/** GET /api/chords/next */
export const nextChordQuery = Joi.object({ chords: knownChordsSchema(), capo: capoSchema() });

/** 'I-V-vi-IV' → its steps (2–8 degrees, still two once repeated neighbours are merged). */
export const progressionDegreesSchema = () =>
  Joi.string()
    .custom((value: string, helpers) => {
      const texts = splitList(value, /[-–\s,]+/);
      if (texts.length < PROGRESSION_MIN_DEGREES || texts.length > PROGRESSION_MAX_DEGREES) {
        return helpers.error('any.required');
      }
      const degrees: ParsedDegree[] = [];
      for (const degree of texts) {
        const parsed = parseDegree(degree);
        if (!parsed) return helpers.error('degrees.invalid', { degree });
        degrees.push(parsed);
      }
      const steps = progressionSteps(degrees);
      return steps.length < PROGRESSION_MIN_DEGREES ? helpers.error('any.required') : steps;
    })
    .required()
    .messages({
      'any.required': CHORD_SET_MESSAGES.degreesRequired,
      'string.empty': CHORD_SET_MESSAGES.degreesRequired,
      'string.base': CHORD_SET_MESSAGES.degreesRequired,
      'degrees.invalid': CHORD_SET_MESSAGES.degreeInvalid,
    });

/** GET /api/tab/progression */
export const progressionQuery = Joi.object({ degrees: progressionDegreesSchema(), ...paging() }).messages({
  'number.base': CHORD_SET_MESSAGES.invalidListParameter,
  'number.min': CHORD_SET_MESSAGES.invalidListParameter,
  'number.max': CHORD_SET_MESSAGES.invalidListParameter,
  'number.integer': CHORD_SET_MESSAGES.invalidListParameter,
});

export interface PlayableQuery {
  chords: ChordCode[];
  capo: CapoMode;
  limit: number;
  offset: number;
}

export interface NextChordQuery {
  chords: ChordCode[];
  capo: CapoMode;
}

export interface ProgressionQuery {
  degrees: DegreeStep[];
  limit: number;
  offset: number;
}

/** PUT /api/user/known-chords: the chords a signed-in reader knows (0–24), stored in the dictionary's spelling. */
export const knownChordsBody = Joi.object({
  chords: Joi.array()
    .items(
      Joi.string().custom((value: string, helpers) => {
        const code = chordCodeOfName(value);
        return code === undefined ? helpers.error('chords.unknown', { chord: value }) : chordNameOf(code);
      }),
    )
    .max(KNOWN_CHORDS_MAX)
    .unique()
    .required()
    .messages({
      'any.required': CHORD_SET_MESSAGES.chordsRequired,
      'array.base': CHORD_SET_MESSAGES.chordsRequired,
      'array.max': CHORD_SET_MESSAGES.chordsTooMany,
      'array.unique': CHORD_SET_MESSAGES.chordsRepeated,
      'string.base': CHORD_SET_MESSAGES.chordsRequired,
      'string.empty': CHORD_SET_MESSAGES.chordsRequired,
      'chords.unknown': CHORD_SET_MESSAGES.chordUnknown,
    }),
});

export const KNOWN_CHORDS_PATH = '/api/user/known-chords';
