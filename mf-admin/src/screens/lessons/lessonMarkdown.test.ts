import { lessonBodyToSend, lessonHtmlToMarkdown, markdownToLessonHtml } from './lessonMarkdown';

/** The HTML a Markdown text becomes, parsed, to ask what it holds. */
const rendered = (text: string): HTMLElement => {
  const root = document.createElement('div');
  root.innerHTML = markdownToLessonHtml(text);
  return root;
};

describe('lesson Markdown → HTML', () => {
  it('keeps headings (from h2: the page h1 is the title), lists, links, emphasis, quotes and code blocks', () => {
    const html = rendered(
      [
        '# Postura',
        '## Mâna stângă',
        '### Degetele',
        '##### Detaliu',
        'Ține **spatele** *drept* și ~~nu~~ strânge pana.',
        '- coarda 6',
        '- coarda 5',
        '',
        '1. primul',
        '2. al doilea',
        '',
        '[Acordaj](https://exemplu.ro/acordaj) și [lecția următoare](/lectii/ritm)',
        '',
        '![Gâtul chitarei](/media/img/gat.png)',
        '',
        '> Sfat: exersează zilnic.',
        '',
        '```',
        'Em   6 5 4 3 2 1',
        '     0 2 2 0 0 0',
        '```',
      ].join('\n'),
    );
    expect([...html.querySelectorAll('h2, h3, h4')].map((h) => `${h.tagName} ${h.textContent}`)).toEqual([
      'H2 Postura',
      'H2 Mâna stângă',
      'H3 Degetele',
      'H4 Detaliu',
    ]);
    expect(html.querySelector('h1')).toBeNull();
    expect(html.querySelector('strong')).toHaveTextContent('spatele');
    expect(html.querySelector('em')).toHaveTextContent('drept');
    expect(html.querySelector('s')).toHaveTextContent('nu');
    expect([...html.querySelectorAll('ul > li')].map((li) => li.textContent)).toEqual([
      'coarda 6',
      'coarda 5',
    ]);
    expect([...html.querySelectorAll('ol > li')].map((li) => li.textContent)).toEqual([
      'primul',
      'al doilea',
    ]);
    expect([...html.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      'https://exemplu.ro/acordaj',
      '/lectii/ritm',
    ]);
    expect(html.querySelector('img')).toHaveAttribute('alt', 'Gâtul chitarei');
    expect(html.querySelector('blockquote')).toHaveTextContent('Sfat: exersează zilnic.');
    expect(html.querySelector('pre')?.textContent).toBe('Em   6 5 4 3 2 1\n     0 2 2 0 0 0\n');
  });

  it('turns a typed line break into a break and a blank line into a new paragraph; an empty text is empty', () => {
    const html = rendered('Primul rând\nal doilea\n\nAlt paragraf');
    expect(html.querySelectorAll('p')).toHaveLength(2);
    expect(html.querySelector('p br')).not.toBeNull();
    expect(markdownToLessonHtml('  \n\n ')).toBe('');
  });
});

describe('stored HTML → Markdown for the edit form', () => {
  const stored = [
    '<h2>Înainte de primul sunet</h2>',
    '<p>O poziție <strong>comodă</strong> te ajută, vezi <a href="/lectii/ritm" rel="noopener noreferrer" target="_blank">ritmul</a>.</p>',
    '<ul><li>Talia pe piciorul drept.</li><li>Gâtul spre stânga.<ol><li>la umăr</li></ol></li></ul>',
    '<pre>Am   6 5 4 3 2 1\n     x 0 2 2 1 0</pre>',
    '<table><thead><tr><th>Coarda</th><th>Nota</th></tr></thead><tbody><tr><td>6</td><td>Mi</td></tr></tbody></table>',
    '<blockquote>Sfat: puțin și des.</blockquote>',
  ].join('\n');

  it('writes the Markdown an admin would, keeps chord shapes spaced and what Markdown cannot say as HTML', () => {
    const text = lessonHtmlToMarkdown(stored);
    expect(text).toContain('## Înainte de primul sunet');
    expect(text).toContain('O poziție **comodă** te ajută, vezi [ritmul](/lectii/ritm).');
    expect(text).toContain('- Talia pe piciorul drept.\n- Gâtul spre stânga.\n  1. la umăr');
    expect(text).toContain('```\nAm   6 5 4 3 2 1\n     x 0 2 2 1 0\n```');
    expect(text).toContain('<table><thead><tr><th>Coarda</th>');
    expect(text).toContain('> Sfat: puțin și des.');
  });

  it('round-trips: the Markdown of a stored body renders the same structure and text', () => {
    const again = rendered(lessonHtmlToMarkdown(stored));
    const original = document.createElement('div');
    original.innerHTML = stored;
    const outline = (root: HTMLElement) =>
      [...root.querySelectorAll('h2, p, li, pre, th, td, blockquote, a')].map(
        // Line ends between blocks are layout, except inside preformatted text.
        (element) =>
          `${element.tagName} ${(element.tagName === 'PRE' ? element.textContent : element.textContent?.replace(/\n/g, ''))?.trim()}`,
      );
    expect(outline(again).filter((line) => !line.startsWith('P Sfat'))).toEqual(outline(original));
  });

  it('sends the stored HTML itself while the text is unchanged, and the Markdown HTML once it changes', () => {
    const text = lessonHtmlToMarkdown(stored);
    expect(lessonBodyToSend(text, stored)).toBe(stored);
    expect(lessonBodyToSend(`${text}\n\nUn paragraf nou.`, stored)).toMatch(
      /^<h2>Înainte de primul sunet<\/h2>[\s\S]*<p>Un paragraf nou\.<\/p>$/,
    );
    expect(lessonBodyToSend('## Nou', null)).toBe('<h2>Nou</h2>');
  });
});
