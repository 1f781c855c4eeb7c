import { applyMarkdown, type MarkdownAction, type TextSelection } from './markdownFormatting';

const PLACEHOLDERS = {
  heading: 'Titlu',
  bold: 'text îngroșat',
  italic: 'text cursiv',
  listItem: 'element',
  linkText: 'text',
  chords: 'Am',
};

/** `text` with the selection marked by [ and ] (a lone | is an empty selection), and the same for the answer. */
function marked(text: string): TextSelection {
  const caret = text.indexOf('|');
  if (caret !== -1) return { text: text.replace('|', ''), start: caret, end: caret };
  const start = text.indexOf('[');
  const end = text.indexOf(']') - 1;
  return { text: text.replace('[', '').replace(']', ''), start, end };
}

const show = ({ text, start, end }: TextSelection) =>
  `${text.slice(0, start)}[${text.slice(start, end)}]${text.slice(end)}`;
const apply = (action: MarkdownAction, text: string) =>
  show(applyMarkdown(action, marked(text), PLACEHOLDERS));

describe('applyMarkdown', () => {
  it('wraps the selection in bold or italic, keeping it selected; with none, puts a selected placeholder', () => {
    expect(apply('bold', 'Ține spatele [drept].')).toBe('Ține spatele **[drept]**.');
    expect(apply('italic', 'Ține spatele [drept].')).toBe('Ține spatele *[drept]*.');
    expect(apply('bold', 'Ține |')).toBe('Ține **[text îngroșat]**');
  });

  it('makes the touched lines a heading or a list, numbering each line', () => {
    expect(apply('heading', 'Intro\nPost[ura]\nText')).toBe('Intro\n[## Postura]\nText');
    expect(apply('bulletList', 'Pași:\n[coarda 6\ncoarda 5]')).toBe('Pași:\n[- coarda 6\n- coarda 5]');
    expect(apply('numberedList', '[unu\ndoi\ntrei]')).toBe('[1. unu\n2. doi\n3. trei]');
    expect(apply('bulletList', 'Pași:\n|')).toBe('Pași:\n- [element]');
  });

  it('links the selection with the address left selected to type', () => {
    const linked = applyMarkdown('link', { text: 'Vezi acordajul.', start: 5, end: 14 }, PLACEHOLDERS);
    expect(linked.text).toBe('Vezi [acordajul](https://).');
    expect(linked.text.slice(linked.start, linked.end)).toBe('https://');
    const empty = applyMarkdown('link', { text: '', start: 0, end: 0 }, PLACEHOLDERS);
    expect(empty.text).toBe('[text](https://)');
  });

  it('puts a chord block on lines of its own', () => {
    expect(apply('chords', 'Forma:|')).toBe('Forma:\n```\n[Am]\n```');
    expect(apply('chords', '[Am  x02210]\nText')).toBe('```\n[Am  x02210]\n```\nText');
  });
});
