import { encryptTabBody } from '@acorduri/contracts';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tabItem } from '../../test/fixtures';
import { realChordTools } from '../../test/realChordTools';
import { json, mockFetch, renderApp } from '../../test/renderScreen';

const BODY = 'Cmaj7     Am7    Dsus4\nCântă ziua de ieri\n';

describe('Simplifică on the tab page', () => {
  it('shows every chord as its base triad, and back', async () => {
    jest.mocked(loadRemote).mockImplementation(async (id: string) => {
      if (id === 'mf_chords/chordTools') return realChordTools;
      throw new Error('absent');
    });
    const tab = { ...tabItem(), body: await encryptTabBody(BODY) };
    mockFetch((url) => {
      if (url === '/api/tab/by-slug/ana-lungu/sarbatoare-de-iarna') return json(tab);
      if (url.startsWith('/api/comment?')) return json({ comments: [], total: 0 });
      return undefined;
    });
    renderApp('/acorduri/ana-lungu/sarbatoare-de-iarna');
    const chordNames = async () =>
      within(await screen.findByTestId('tab-body'))
        .getAllByRole('button')
        .map((button) => button.textContent);
    expect(await chordNames()).toEqual(['Cmaj7', 'Am7', 'Dsus4']);
    const simplify = await screen.findByRole('checkbox', { name: 'Simplifică: doar acorduri de bază' });
    await userEvent.click(simplify);
    expect(await chordNames()).toEqual(['C', 'Am', 'D']);
    expect(screen.getByTestId('tab-body')).toHaveTextContent(/Cântă.*ziua.*ieri/);
    await userEvent.click(simplify);
    expect(await chordNames()).toEqual(['Cmaj7', 'Am7', 'Dsus4']);
  }, 60_000);
});
