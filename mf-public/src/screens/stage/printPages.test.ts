import { measurePages, songStartPages } from './printPages';

/** A box laid out as the browser would: `width` a page, children starting at the given columns. */
function laidOut(width: number, columns: number, starts: number[]): HTMLElement {
  const box = document.createElement('div');
  Object.defineProperty(box, 'clientWidth', { value: width });
  Object.defineProperty(box, 'scrollWidth', { value: width * columns });
  box.getBoundingClientRect = () => DOMRect.fromRect({ x: -10000, y: 0, width, height: 900 });
  for (const column of starts) {
    const child = document.createElement('section');
    child.getBoundingClientRect = () =>
      DOMRect.fromRect({ x: -10000 + column * width, y: 0, width, height: 10 });
    box.append(child);
  }
  return box;
}

describe('printed songbook pages', () => {
  it('reads the pages and where each song starts from the columns the browser laid out', () => {
    // Five songs, the second two pages long, the fourth three.
    expect(measurePages(laidOut(680, 8, [0, 1, 3, 4, 7]))).toEqual({ total: 8, starts: [0, 1, 3, 4, 7] });
  });

  it('numbers the songs after the pages of the contents', () => {
    expect(songStartPages(1, [0, 1, 3, 4, 7])).toEqual([2, 3, 5, 6, 9]);
    expect(songStartPages(2, [0, 1])).toEqual([3, 4]);
  });
});
