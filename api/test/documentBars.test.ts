import { PassThrough } from 'node:stream';
import { documentBars } from '../src/cli/documentBars';

/** A stream collecting what is written, a terminal or not. */
function stream(isTTY: boolean): { out: NodeJS.WriteStream; text: () => string } {
  const chunks: string[] = [];
  const out = new PassThrough() as unknown as NodeJS.WriteStream;
  Object.assign(out, {
    isTTY,
    columns: 120,
    cursorTo: () => true,
    clearLine: () => true,
    moveCursor: () => true,
  });
  (out as unknown as PassThrough).on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  return { out, text: () => chunks.join('') };
}

describe('documentBars', () => {
  it('writes one line per finished part when the stream is not a terminal', async () => {
    const { out, text } = stream(false);
    const bars = documentBars(out);
    const tabs = bars.start('tabs', 10);
    tabs.advance(4);
    tabs.advance(6);
    bars.start('comments').advance(3);
    bars.finish();
    await new Promise((resolve) => setImmediate(resolve));
    expect(text()).toBe('tabs: 10 documente\ncomments: 3 documente\n');
  });

  it('draws a bar on a terminal that grows past an estimated total', async () => {
    const { out, text } = stream(true);
    const bars = documentBars(out, (name) => `${name} {value}/{total}`);
    const part = bars.start('ratings', 2);
    part.advance(5);
    bars.finish();
    await new Promise((resolve) => setImmediate(resolve));
    expect(text()).toContain('ratings 5/5');
  });
});
