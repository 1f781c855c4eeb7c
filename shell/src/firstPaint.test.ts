import { FIRST_PAINT_ID, releaseFirstPaint } from './firstPaint';

const flushMutations = () => new Promise((resolve) => setTimeout(resolve, 0));
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

describe('releaseFirstPaint', () => {
  let root: HTMLElement;
  beforeEach(() => {
    document.body.innerHTML = `<div id="${FIRST_PAINT_ID}"><main><h1>Cântec de rău</h1></main></div><div id="root"></div>`;
    root = document.getElementById('root') as HTMLElement;
  });

  it('keeps the first paint while the app shows only its frame and spinner', async () => {
    releaseFirstPaint(root);
    root.innerHTML = '<header></header><main><div role="status">Se încarcă…</div></main>';
    await flushMutations();
    expect(document.getElementById(FIRST_PAINT_ID)).not.toBeNull();
  });

  it('lays the app out unseen meanwhile, over the page at its width', () => {
    releaseFirstPaint(root);
    expect(root.style).toMatchObject({ display: 'block', position: 'absolute', visibility: 'hidden' });
  });

  it('removes it and shows the app in the frame after the one that lays out the heading', async () => {
    releaseFirstPaint(root);
    root.innerHTML = '<main><section><h1>Cântec de rău</h1></section></main>';
    await flushMutations();
    await nextFrame();
    expect(document.getElementById(FIRST_PAINT_ID)).not.toBeNull();
    await nextFrame();
    expect(document.getElementById(FIRST_PAINT_ID)).toBeNull();
    expect(root.getAttribute('style')).toBe('');
  });

  it('removes it when the area failed to load', async () => {
    releaseFirstPaint(root);
    root.innerHTML = '<main><section data-area-error="mf_public"></section></main>';
    await flushMutations();
    await nextFrame();
    await nextFrame();
    expect(document.getElementById(FIRST_PAINT_ID)).toBeNull();
  });

  it('does nothing on pages served without one', () => {
    document.getElementById(FIRST_PAINT_ID)?.remove();
    expect(() => releaseFirstPaint(root)).not.toThrow();
    expect(root.getAttribute('style')).toBeNull();
  });
});
