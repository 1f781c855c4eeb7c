import { renderWithTheme } from '../../../test/render';
import { LessonBody } from './LessonBody';

describe('LessonBody', () => {
  it('renders the lesson markup', () => {
    const { container } = renderWithTheme(
      <LessonBody html={'<h2>Acordul Do</h2><p>Apasă <strong>coarda 2</strong>.</p><pre>x32010</pre>'} />,
    );
    expect(container.querySelector('h2')).toHaveTextContent('Acordul Do');
    expect(container.querySelector('strong')).toHaveTextContent('coarda 2');
    expect(container.querySelector('pre')).toHaveTextContent('x32010');
  });

  it('drops scripts, event handlers and javascript: links', () => {
    const { container } = renderWithTheme(
      <LessonBody
        html={
          '<p onclick="alert(1)">Text</p><script>alert(2)</script><img src="x.png" onerror="alert(3)" alt="x"><a href="javascript:alert(4)">link</a>'
        }
      />,
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('p')).not.toHaveAttribute('onclick');
    expect(container.querySelector('img')).not.toHaveAttribute('onerror');
    expect(container.querySelector('a')).not.toHaveAttribute('href');
    expect(container).toHaveTextContent('Text');
  });
});
