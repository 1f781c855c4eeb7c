import { lessonAttributeAllowed, lessonUrlAllowed } from './htmlRules';

describe('lesson HTML rules', () => {
  it('keeps http(s), mailto and site-relative links; images only http(s) or site-relative', () => {
    expect(lessonUrlAllowed('a', 'https://exemplu.ro/acordaj')).toBe(true);
    expect(lessonUrlAllowed('a', 'mailto:ana@exemplu.ro')).toBe(true);
    expect(lessonUrlAllowed('a', '/lectii/ritm')).toBe(true);
    expect(lessonUrlAllowed('a', '#exercitiu')).toBe(true);
    expect(lessonUrlAllowed('img', '/media/img/gat.png')).toBe(true);
    expect(lessonUrlAllowed('img', 'mailto:ana@exemplu.ro')).toBe(false);
    expect(lessonUrlAllowed('img', 'data:image/png;base64,AAAA')).toBe(false);
  });

  it('refuses script schemes however they are spelt, and protocol-relative addresses', () => {
    expect(lessonUrlAllowed('a', 'javascript:alert(1)')).toBe(false);
    expect(lessonUrlAllowed('a', 'JavaScript:alert(1)')).toBe(false);
    expect(lessonUrlAllowed('a', ' java\nscript:alert(1)')).toBe(false);
    expect(lessonUrlAllowed('a', '//rau.ro/x')).toBe(false);
  });

  it("allows each tag's own attributes and class everywhere", () => {
    expect(lessonAttributeAllowed('a', 'href')).toBe(true);
    expect(lessonAttributeAllowed('img', 'href')).toBe(false);
    expect(lessonAttributeAllowed('td', 'colspan')).toBe(true);
    expect(lessonAttributeAllowed('p', 'class')).toBe(true);
    expect(lessonAttributeAllowed('p', 'style')).toBe(false);
    expect(lessonAttributeAllowed('p', 'onclick')).toBe(false);
  });
});
