import { renderWithProviders } from '@acorduri/web-testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChordTools } from '../../../data/chordTools';
import { ChordSheet } from './ChordSheet';

// mf-chords' real chord theory decides which lines are chord lines, as in the composed site.
const tools = require('../../../../../mf-chords/src/theory') as ChordTools;

/** Stands in for mf_chords/ChordDiagram: a labelled image named like the chord it was given. */
jest.mock('../../../federation/loadRemoteModule', () => ({
  loadRemoteModule: jest.fn(async () => ({
    default: ({ name }: { name: string }) => <svg role="img" aria-label={`Acordul ${name} la chitară`} />,
  })),
}));

const BODY = [
  'E         G#m',
  'Pe cărare mergeam',
  '',
  'Refren:',
  'Doar versuri aici',
  'e|--0--|',
  'B|--1--|',
].join('\n');

const renderSheet = () => renderWithProviders(<ChordSheet text={BODY} fontSize={15} tools={tools} />);

describe('ChordSheet', () => {
  it('shows each chord above its syllable, a chunk per word, and keeps the other lines', () => {
    renderSheet();
    const sheet = screen.getByTestId('tab-body');
    const gSharp = screen.getByRole('button', { name: 'G#m' });
    // G#m sits over 'mergeam' (column 10), in the same chunk: chord row first, lyric row under it.
    const chunk = gSharp.closest('.sheet-chunk') as HTMLElement;
    expect(chunk.textContent).toBe('G#m    mergeam');
    expect(screen.getByRole('button', { name: 'E' })).toBeInTheDocument();
    expect(sheet).toHaveTextContent('Doar versuri aici');
    // The two staff strings are cut together after their shared bar line: chunk 'e|' over 'B|', and so on.
    expect(sheet).toHaveTextContent('e|B|--0--|--1--|');
    expect(sheet.textContent?.split('\n')).toContain('Refren:');
  });

  it('opens the diagram on a tap and closes it on Escape, focus back on the name', async () => {
    const user = userEvent.setup();
    renderSheet();
    const chord = screen.getByRole('button', { name: 'G#m' });
    await user.click(chord);
    const popover = screen.getByRole('dialog', { name: 'Diagrama acordului G#m' });
    expect(await within(popover).findByRole('img', { name: 'Acordul G#m la chitară' })).toBeInTheDocument();
    expect(chord).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(chord).toHaveFocus();
  });

  it('opens with Enter, moving focus into the popover, and gives it back on Escape', async () => {
    const user = userEvent.setup();
    renderSheet();
    const chord = screen.getByRole('button', { name: 'E' });
    chord.focus();
    await user.keyboard('{Enter}');
    const popover = screen.getByRole('dialog', { name: 'Diagrama acordului E' });
    await waitFor(() => expect(popover).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(chord).toHaveFocus();
  });

  it('shows one popover at a time, on mouse hover, closed when the pointer leaves', async () => {
    const user = userEvent.setup();
    renderSheet();
    await user.hover(screen.getByRole('button', { name: 'E' }));
    expect(screen.getByRole('dialog', { name: 'Diagrama acordului E' })).toBeInTheDocument();
    await user.hover(screen.getByRole('button', { name: 'G#m' }));
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Diagrama acordului G#m' })).toBeInTheDocument();
    await user.unhover(screen.getByRole('button', { name: 'G#m' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('draws a long first text in parts, a frame each, and what follows it with the last part', async () => {
    const verses = Array.from({ length: 30 }, (_, verse) => `Am        C\nStrofa ${verse + 1}`).join('\n');
    const requestFrame = jest.spyOn(window, 'requestAnimationFrame');
    renderWithProviders(
      <ChordSheet text={verses} fontSize={15} tools={tools} inParts after={<p>După text</p>} />,
    );
    const sheet = screen.getByTestId('tab-body');
    expect(sheet.children).toHaveLength(8);
    expect(screen.queryByText('După text')).toBeNull();
    await waitFor(() => expect(sheet.children).toHaveLength(30));
    expect(screen.getByText('După text')).toBeInTheDocument();
    expect(sheet).toHaveTextContent('Strofa 30');
    // One frame asked for after each part but the last (8 + 8 + 8 + 6 blocks).
    expect(requestFrame).toHaveBeenCalledTimes(3);
    requestFrame.mockRestore();
  });

  it('draws a text opened in the app at once, with what follows it', () => {
    const verses = Array.from({ length: 30 }, (_, verse) => `Am        C\nStrofa ${verse + 1}`).join('\n');
    renderWithProviders(<ChordSheet text={verses} fontSize={15} tools={tools} after={<p>După text</p>} />);
    expect(screen.getByTestId('tab-body').children).toHaveLength(30);
    expect(screen.getByText('După text')).toBeInTheDocument();
  });

  it('wraps as plain lines when mf-chords is down', () => {
    renderWithProviders(<ChordSheet text={BODY} fontSize={15} tools={null} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByTestId('tab-body')).toHaveTextContent('E G#m Pe cărare mergeam');
  });
});
