import {
  type GuitarVariant,
  guitarVariantSchema,
  type ParseResult,
  type PianoVariant,
  parseGuitarVariant,
  parsePianoVariant,
  pianoVariantSchema,
  serialiseGuitarVariant,
  serialisePianoVariant,
} from '@acorduri/contracts';
import { BLANK_GUITAR_VARIANT } from './guitarGrid';
import { BLANK_PIANO_VARIANT } from './pianoKeys';

/** One instrument's variant text format, as the visual editor and its text box share it. */
export interface VariantFormat<V> {
  readonly parse: (text: string) => ParseResult<V>;
  /** The text of what the visual editor shows; '' when it shows nothing the format can hold */
  readonly serialise: (variant: V) => string;
  /** The contracts validator: the same rule and Romanian messages as the API */
  readonly schema: { validate(value: unknown): { error?: { message: string } } };
  readonly blank: V;
}

export const GUITAR_FORMAT: VariantFormat<GuitarVariant> = {
  parse: parseGuitarVariant,
  serialise: serialiseGuitarVariant,
  schema: guitarVariantSchema,
  blank: BLANK_GUITAR_VARIANT,
};

export const PIANO_FORMAT: VariantFormat<PianoVariant> = {
  parse: parsePianoVariant,
  // Releasing the last key leaves no variant: the text empties and the "required" message applies.
  serialise: (variant) => (variant.keys.length === 0 ? '' : serialisePianoVariant(variant)),
  schema: pianoVariantSchema,
  blank: BLANK_PIANO_VARIANT,
};

/** 'Definiția trebuie completată' / 'Definiția nu este validă', or undefined for a valid text. */
export const variantProblem = <V>(format: VariantFormat<V>, text: string): string | undefined =>
  format.schema.validate(text).error?.message;
