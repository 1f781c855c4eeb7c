import { findChords, tabDescription } from '@acorduri/contracts';

/** The tab page's wiring: the description leaves out the lines findChords reads chords on. */
function describeSheet(body: string, lead?: string): string {
  const chordLines = new Set(findChords(body).occurrences.map((occurrence) => occurrence.line));
  return tabDescription(body, (_line, index) => chordLines.has(index), { lead });
}

describe('tab description with the chord detector of the tab page', () => {
  it('keeps lyric lines that look like chord names and drops real chord lines', () => {
    const body = [
      'Refren:',
      'Am        Dm/F    E7   (x2)',
      'Da, e o zi frumoasă',
      '[C]     G    |   Am',
      'Am iubit și am plecat',
      'R: Am  G',
    ].join('\n');
    expect(describeSheet(body, 'Acorduri Ana - Zi')).toBe(
      'Acorduri Ana - Zi: Da, e o zi frumoasă Am iubit și am plecat',
    );
  });

  it('reads a German-H sheet the way the page does', () => {
    expect(describeSheet('H    Em    F#m\ncântec de seară\nH7\nși încă unul')).toBe(
      'cântec de seară și încă unul',
    );
  });
});
