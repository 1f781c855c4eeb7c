import { screen } from '@testing-library/react';
import { renderApp } from '../../test/renderScreen';

describe('terms page', () => {
  it('keeps the site name in the title, as the server sent it', async () => {
    renderApp('/termeni-si-conditii');
    expect(await screen.findByRole('heading', { level: 1, name: 'Termeni și condiții' })).toBeInTheDocument();
    expect(document.title).toBe('Termeni și condiții | Acorduri pentru chitară');
  });
});
