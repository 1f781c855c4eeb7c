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

  it('keeps only the markup the server stores (contracts rules), so the admin preview is the public page', () => {
    const { container } = renderWithTheme(
      <LessonBody
        html={
          '<h1>Titlu</h1><h2 class="nota" style="color:red" data-x="1" aria-hidden="true">Secțiune</h2>' +
          '<p>Vezi <a href="/lectii/ritm">ritmul</a> și <a href="//rau.ro">altceva</a>.</p>' +
          '<img src="data:image/png;base64,AAAA" alt="inline"><img src="/media/img/gat.png" alt="gât">' +
          '<table><tr><td align="right" colspan="2">6</td></tr></table><iframe src="https://rau.ro"></iframe>'
        }
      />,
    );
    expect(container.querySelector('h1')).toBeNull();
    expect(container).toHaveTextContent('Titlu');
    const heading = container.querySelector('h2');
    expect(heading).toHaveAttribute('class', 'nota');
    expect(heading).not.toHaveAttribute('style');
    expect(heading).not.toHaveAttribute('data-x');
    expect(heading).not.toHaveAttribute('aria-hidden');
    const [site, protocolRelative] = container.querySelectorAll('a');
    expect(site).toHaveAttribute('href', '/lectii/ritm');
    expect(site).toHaveAttribute('target', '_blank');
    expect(site).toHaveAttribute('rel', 'noopener noreferrer');
    expect(protocolRelative).not.toHaveAttribute('href');
    const [inline, picture] = container.querySelectorAll('img');
    expect(inline).not.toHaveAttribute('src');
    expect(picture).toHaveAttribute('src', '/media/img/gat.png');
    expect(container.querySelector('td')).toHaveAttribute('colspan', '2');
    expect(container.querySelector('td')).not.toHaveAttribute('align');
    expect(container.querySelector('iframe')).toBeNull();
  });
});
