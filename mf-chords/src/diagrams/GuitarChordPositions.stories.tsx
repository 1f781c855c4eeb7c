import { toRoman } from '@acorduri/contracts';
import GuitarChordDiagram from './GuitarChordDiagram';

/**
 * One story per fret position (I–XII) with a full barre on the first drawn fret and a dot under it on the low-E
 * string: the shape that puts dots and barre closest to the position numeral. Checked geometrically in Chromium
 * by e2e/tests/chord-diagram-positions.spec.ts.
 */
const meta = {
  title: 'mf-chords/GuitarChordDiagram/Poziții',
  component: GuitarChordDiagram,
};
export default meta;

/** A barre chord shape (E-form: 1 on every string, 2–4 above) moved to `position`. */
const barreAtPosition = (position: number) =>
  [toRoman(position) ?? String(position), '      ', '111111', '----2-', '-34---', '------', '------'].join(
    '\n',
  );

const story = (position: number, leftHanded = false) => ({
  args: { chord: `Poziția ${toRoman(position)}`, variant: barreAtPosition(position), leftHanded },
});

export const PositionI = story(1);
export const PositionII = story(2);
export const PositionIII = story(3);
export const PositionIV = story(4);
export const PositionV = story(5);
export const PositionVI = story(6);
export const PositionVII = story(7);
export const PositionVIII = story(8);
export const PositionIX = story(9);
export const PositionX = story(10);
export const PositionXI = story(11);
export const PositionXII = story(12);
export const PositionVIIILeftHanded = story(8, true);
