import { renderWithProviders } from '@acorduri/web-testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, requestedUrls } from '../testing/fixtures';
import ChordStrip from './ChordStrip';

const BODY = `am          C
Am fost pe drum și-am cântat
C7+     am
la la la`;

describe('ChordStrip', () => {
  // The guitar/piano choice is remembered for the page's popovers: every test starts from the default.
  beforeEach(() => window.localStorage.clear());

  it('shows a diagram for each chord of the tab from the cached chord database', async () => {
    const fetchMock = mockApi();
    renderWithProviders(<ChordStrip body={BODY} />);
    expect(await screen.findByRole('img', { name: /Acordul Am la chitară/ })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Acordul C la chitară/ })).toBeInTheDocument();
    // 'C7+' (the songbook major seventh) has no entry in this dictionary: named as written, without a diagram.
    expect(screen.getByText('C7+')).toBeInTheDocument();
    expect(screen.getByText('Diagramă indisponibilă')).toBeInTheDocument();
    expect(requestedUrls(fetchMock)).toContain('/cache/chordDatabase.json?t=1234');
  });

  it('leaves its controls off paper, the diagrams on it', async () => {
    mockApi();
    renderWithProviders(<ChordStrip body={BODY} />);
    const remove = await screen.findByRole('button', { name: 'Ascunde acordul Am' });
    expect(remove).toHaveAttribute('data-print', 'hide');
    expect(screen.getByRole('button', { name: 'Chitară' }).closest('[data-print="hide"]')).not.toBeNull();
    expect(
      screen.getByRole('img', { name: /Acordul Am la chitară/ }).closest('[data-print="hide"]'),
    ).toBeNull();
  });

  it('removes a chord from the view and brings them all back', async () => {
    mockApi();
    const user = userEvent.setup();
    renderWithProviders(<ChordStrip body={BODY} />);
    await user.click(await screen.findByRole('button', { name: 'Ascunde acordul Am' }));
    expect(screen.queryByRole('img', { name: /Acordul Am/ })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Acordul C la/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Arată toate acordurile (1 ascunse)' }));
    expect(screen.getByRole('img', { name: /Acordul Am/ })).toBeInTheDocument();
  });

  it('switches between guitar, piano and hidden diagrams', async () => {
    mockApi();
    const user = userEvent.setup();
    renderWithProviders(<ChordStrip body={BODY} />);
    await screen.findByRole('img', { name: /Acordul Am la chitară/ });
    await user.click(screen.getByRole('button', { name: 'Pian' }));
    expect(screen.getByRole('button', { name: 'Pian' })).toHaveAttribute('aria-pressed', 'true');
    // The piano's drawing is its own chunk, fetched when the piano is chosen.
    expect(
      await screen.findByRole('img', { name: 'Acordul Am la pian, varianta 1: La, Do, Mi' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ascunse' }));
    expect(screen.queryAllByRole('img')).toHaveLength(0);
  });

  it('follows the reader’s transposition', async () => {
    mockApi();
    renderWithProviders(<ChordStrip body={'G   Bbm\nla la'} semitones={2} />);
    expect(await screen.findByRole('img', { name: /Acordul A la chitară/ })).toBeInTheDocument();
    expect(screen.getByText('Cm')).toBeInTheDocument();
  });

  it('falls back to the chord API when the database file is not generated yet', async () => {
    const fetchMock = mockApi({ '/api/cache': () => ({ files: {} }) });
    renderWithProviders(<ChordStrip body={'C\nla'} />);
    expect(await screen.findByRole('img', { name: /Acordul C la chitară/ })).toBeInTheDocument();
    await waitFor(() => expect(requestedUrls(fetchMock)).toContain('/api/chord?limit=500'));
  });

  it('renders and downloads nothing for a text without chords', () => {
    const fetchMock = mockApi();
    const { container } = renderWithProviders(<ChordStrip body="doar versuri aici" />);
    expect(container.querySelector('section')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
