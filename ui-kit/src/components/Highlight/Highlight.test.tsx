import { renderWithTheme } from '../../../test/render';
import { Highlight } from './Highlight';

describe('Highlight', () => {
  it('wraps matches in <mark>, ignoring case and diacritics', () => {
    const { container } = renderWithTheme(
      <p>
        <Highlight text="Ștefan Bănică - Steaua fără nume" query="stefan fara" words />
      </p>,
    );
    const marks = Array.from(container.querySelectorAll('mark')).map((mark) => mark.textContent);
    expect(marks).toEqual(['Ștefan', 'fără']);
    expect(container.querySelector('p')).toHaveTextContent('Ștefan Bănică - Steaua fără nume');
  });

  it('marks nothing for an empty query', () => {
    const { container } = renderWithTheme(<Highlight text="Holograf" query="" />);
    expect(container.querySelector('mark')).toBeNull();
    expect(container).toHaveTextContent('Holograf');
  });
});
