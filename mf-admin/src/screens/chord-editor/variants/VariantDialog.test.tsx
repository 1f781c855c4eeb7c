import {
  type Finger,
  type GuitarVariant,
  NOTE_NAMES,
  noteName,
  type PianoVariant,
  parseGuitarVariant,
  parsePianoVariant,
  serialiseGuitarVariant,
  serialisePianoVariant,
} from '@acorduri/contracts';
import { renderWithProviders } from '@acorduri/web-testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { SEEDED_CHORDS } from '../../../test/seededChords';
import { VariantDialog } from './VariantDialog';

// mf-chords' diagrams: a stand-in that shows which text it was given, so the preview can be followed.
jest.mock('../../../federation/loadRemoteModule', () => ({
  loadRemoteModule: jest.fn(async (id: string) => ({
    default: ({ variant }: { variant: string }) => <pre data-testid={`diagram ${id}`}>{variant}</pre>,
  })),
}));

const GUITAR_TEXTS = SEEDED_CHORDS.flatMap((chord) => chord.guitar);
const PIANO_TEXTS = SEEDED_CHORDS.flatMap((chord) => chord.piano);

function openDialog(instrument: 'guitar' | 'piano', initialText = '') {
  const onSave = jest.fn();
  renderWithProviders(
    <VariantDialog
      instrument={instrument}
      chord="Am"
      initialText={initialText}
      onSave={onSave}
      onClose={jest.fn()}
    />,
  );
  return {
    onSave,
    text: screen.getByRole('textbox', { name: /^Definiția \(text\)/ }) as HTMLTextAreaElement,
  };
}

const typeText = (box: HTMLElement, value: string) => fireEvent.change(box, { target: { value } });

// The round trips below run thousands of times: controls are found by their labels with plain selectors,
// role queries there would take minutes.
const byLabel = (label: string) => {
  const element = document.querySelector<HTMLElement>(`[aria-label="${label}"]`);
  if (!element) throw new Error(`no control labelled ${label}`);
  return element;
};
const positionSelect = () => document.querySelector('select') as HTMLSelectElement;

/** What the fretboard shows, read back from its controls only. */
function guitarOnScreen(): GuitarVariant {
  const position = Number(positionSelect().value);
  const pressed = [...document.querySelectorAll('[aria-pressed="true"][aria-label^="Coarda"]')].map((cell) =>
    cell.getAttribute('aria-label')?.match(/^Coarda (\d), tasta (\d+), degetul (\d)$/),
  );
  const strings = [6, 5, 4, 3, 2, 1].map((string): GuitarVariant['strings'][number] => {
    const mark = pressed.find((match) => Number(match?.[1]) === string);
    if (mark)
      return { state: 'fretted', fret: Number(mark[2]) - position + 1, finger: Number(mark[3]) as Finger };
    const toggle = document.querySelector(`[aria-label^="Coarda ${string}: "]`);
    return { state: toggle?.textContent === 'x' ? 'muted' : 'open' };
  });
  return { position, strings };
}

/** Draws a variant with the mouse only, starting from a blank fretboard. */
function drawGuitar(variant: GuitarVariant, fingerButtons: readonly HTMLElement[]) {
  fireEvent.change(positionSelect(), { target: { value: String(variant.position) } });
  variant.strings.forEach((string, index) => {
    const number = 6 - index;
    if (string.state === 'muted') fireEvent.click(byLabel(`Coarda ${number}: liberă`));
    if (string.state !== 'fretted') return;
    fireEvent.click(fingerButtons[string.finger - 1] as HTMLElement);
    fireEvent.click(byLabel(`Coarda ${number}, tasta ${variant.position + string.fret - 1}`));
  });
}

const pianoKeyLabel = (semitone: number) => `${noteName(semitone)}, octava ${Math.floor(semitone / 12) + 1}`;
function pianoKeySemitone(label: string): number {
  const [, note = '', octave = '1'] = label.match(/^(.+), octava (\d)$/) ?? [];
  return (NOTE_NAMES as readonly string[]).indexOf(note) + (Number(octave) - 1) * 12;
}

const pianoOnScreen = (): PianoVariant => ({
  keys: [...document.querySelectorAll('[aria-pressed="true"][aria-label*=", octava "]')].map((key) =>
    pianoKeySemitone(key.getAttribute('aria-label') ?? ''),
  ),
});

describe('guitar variant editor', () => {
  it(`shows every seeded guitar variant (${GUITAR_TEXTS.length}) on the fretboard, exactly as its text`, () => {
    expect(GUITAR_TEXTS.length).toBeGreaterThan(1000);
    const { text } = openDialog('guitar');
    for (const variantText of GUITAR_TEXTS) {
      typeText(text, variantText);
      expect(serialiseGuitarVariant(guitarOnScreen())).toBe(variantText);
    }
  });

  it('draws the first guitar variant of every seeded chord with clicks alone, back to the same text', () => {
    const { text } = openDialog('guitar');
    const fingerButtons = [1, 2, 3, 4].map((finger) =>
      screen.getByRole('button', { name: new RegExp(`^${finger} \\(`) }),
    );
    const blankText = serialiseGuitarVariant({ position: 1, strings: Array(6).fill({ state: 'open' }) });
    for (const chord of SEEDED_CHORDS) {
      const [variantText] = chord.guitar;
      if (!variantText) continue;
      const parsed = parseGuitarVariant(variantText);
      if (!parsed.ok) throw new Error(parsed.problem);
      typeText(text, blankText);
      drawGuitar(parsed.value, fingerButtons);
      expect(text.value).toBe(variantText);
    }
  });

  it('starts blank, and a click on a cell writes the 7-line text and updates the preview', () => {
    const { text } = openDialog('guitar');
    expect(text.value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: /^2 \(/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Coarda 4, tasta 2' }));
    expect(text.value).toBe('I\noo ooo\n------\n--2---\n------\n------\n------');
    expect(screen.getByRole('button', { name: 'Coarda 4, tasta 2, degetul 2' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    return screen.findByTestId('diagram mf_chords/GuitarChordDiagram').then((diagram) => {
      expect(diagram).toHaveTextContent(/^I oo ooo/);
    });
  });

  it('a second click of the same finger lifts it; the string toggle mutes and opens', () => {
    const { text } = openDialog('guitar', 'I\nx  o o\n----1-\n--2---\n-3----\n------\n------');
    fireEvent.click(screen.getByRole('button', { name: /^3 \(/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Coarda 5, tasta 3, degetul 3' }));
    expect(text.value).toBe('I\nxo o o\n----1-\n--2---\n------\n------\n------');
    fireEvent.click(screen.getByRole('button', { name: 'Coarda 6: nu se cântă' }));
    expect(text.value.split('\n')[1]).toBe('oo o o');
    fireEvent.click(screen.getByRole('button', { name: 'Coarda 6: liberă' }));
    expect(text.value.split('\n')[1]).toBe('xo o o');
  });

  it('follows a typed text and names an invalid one with the shared message, keeping the last valid grid', () => {
    const { text, onSave } = openDialog('guitar', 'III\n      \n11---1\n------\n--234-\n------\n------');
    typeText(text, 'III\n      \n11---1\n------\n--235-\n------\n------');
    fireEvent.blur(text);
    expect(text).toHaveAccessibleDescription(expect.stringContaining('Definiția nu este validă'));
    expect(screen.getByRole('button', { name: 'Coarda 2, tasta 5, degetul 4' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Păstrează varianta' }));
    expect(onSave).not.toHaveBeenCalled();

    typeText(text, '');
    expect(text).toHaveAccessibleDescription(expect.stringContaining('Definiția trebuie completată'));

    typeText(text, 'V\nxx    \n--111-\n------\n------\n-----4\n------');
    expect(screen.getByRole('combobox', { name: 'Poziția' })).toHaveDisplayValue('V');
    expect(screen.getByRole('button', { name: 'Coarda 1, tasta 8, degetul 4' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Păstrează varianta' }));
    expect(onSave).toHaveBeenCalledWith('V\nxx    \n--111-\n------\n------\n-----4\n------');
  });

  it('moves between fretboard cells with the arrow keys, one Tab stop for the board', () => {
    openDialog('guitar');
    const board = screen.getByRole('group', { name: 'Corzi și taste' });
    expect(
      within(board)
        .getAllByRole('button')
        .filter((button) => button.tabIndex === 0),
    ).toHaveLength(1);
    const first = within(board).getByRole('button', { name: 'Coarda 6: liberă' });
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' });
    expect(document.activeElement).toHaveAccessibleName('Coarda 5, tasta 1');
    fireEvent.keyDown(document.activeElement as Element, { key: 'Enter' });
    fireEvent.click(document.activeElement as Element);
    expect(document.activeElement).toHaveAccessibleName('Coarda 5, tasta 1, degetul 1');
  });

  it('has no axe violations', async () => {
    const { text } = openDialog('guitar', 'I\nx  o o\n----1-\n--2---\n-3----\n------\n------');
    await screen.findByTestId('diagram mf_chords/GuitarChordDiagram');
    expect(await axe(text.closest('[role="dialog"]') as HTMLElement)).toHaveNoViolations();
  });
});

describe('piano variant editor', () => {
  it(`shows every seeded piano variant (${PIANO_TEXTS.length}) on the keys, exactly as its text`, () => {
    expect(PIANO_TEXTS.length).toBeGreaterThan(500);
    const { text } = openDialog('piano');
    for (const variantText of PIANO_TEXTS) {
      typeText(text, variantText);
      expect(serialisePianoVariant(pianoOnScreen())).toBe(variantText);
    }
  });

  it('presses the first piano variant of every seeded chord with clicks alone, back to the same text', () => {
    const { text } = openDialog('piano');
    for (const chord of SEEDED_CHORDS) {
      const [variantText] = chord.piano;
      if (!variantText) continue;
      const parsed = parsePianoVariant(variantText);
      if (!parsed.ok) throw new Error(parsed.problem);
      typeText(text, '');
      for (const key of parsed.value.keys) fireEvent.click(byLabel(pianoKeyLabel(key)));
      expect(text.value).toBe(variantText);
      // Releasing every key leaves no variant.
      for (const key of parsed.value.keys) fireEvent.click(byLabel(pianoKeyLabel(key)));
      expect(text.value).toBe('');
    }
  });

  it('names an empty or invalid text with the shared messages', () => {
    const { text } = openDialog('piano');
    fireEvent.click(screen.getByRole('button', { name: 'Păstrează varianta' }));
    expect(text).toHaveAccessibleDescription(expect.stringContaining('Definiția trebuie completată'));
    typeText(text, '|| ||| || ||| \n0 0 0   x     ');
    expect(text).toHaveAccessibleDescription(expect.stringContaining('Definiția nu este validă'));
    typeText(text, '0| ||| || ||| \n       0      ');
    expect(screen.getByRole('button', { name: 'Do diez, octava 1' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Do, octava 2' })).toHaveAttribute('aria-pressed', 'true');
    expect(text).not.toHaveAccessibleDescription(expect.stringContaining('Definiția'));
  });
});

it('the seed only holds variants the shared parsers accept', () => {
  expect(GUITAR_TEXTS.every((text) => parseGuitarVariant(text).ok)).toBe(true);
  expect(PIANO_TEXTS.every((text) => parsePianoVariant(text).ok)).toBe(true);
});
