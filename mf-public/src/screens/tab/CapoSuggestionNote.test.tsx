import { renderWithProviders } from '@acorduri/web-testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { realChordTools } from '../../test/realChordTools';
import { CapoSuggestionNote } from './CapoSuggestionNote';

const BODY = 'Eb      Bb\nCântă ziua\nCm      Ab\nde ieri\n';

describe('CapoSuggestionNote', () => {
  it('names the fret giving open shapes with those shapes, and puts the capo there', async () => {
    const onCapo = jest.fn();
    renderWithProviders(
      <CapoSuggestionNote body={BODY} semitones={0} tools={realChordTools} capo={0} onCapo={onCapo} />,
    );
    // G D Em C at capo 8 is past the 7th fret (mf-chords CAPO_SUGGESTION_MAX); capo 1 opens three of four.
    expect(screen.getByTestId('capo-suggestion')).toHaveTextContent(
      'Capodastru sugerat: Capo 1 (acorduri: D A Bm G)',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Aplică: pune capodastrul la tasta 1' }));
    expect(onCapo).toHaveBeenCalledWith(1);
  });

  it('follows the transposed key, and offers nothing to apply when the capo is already there', () => {
    renderWithProviders(
      <CapoSuggestionNote body={BODY} semitones={-3} tools={realChordTools} capo={5} onCapo={jest.fn()} />,
    );
    // Eb Bb Cm Ab down 3 is C G Am F: F is a barre chord without a capo; capo 5 plays G D Em C.
    expect(screen.getByTestId('capo-suggestion')).toHaveTextContent(
      'Capodastru sugerat: Capo 5 (acorduri: G D Em C)',
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows nothing when mf-chords is down or too old to suggest', () => {
    renderWithProviders(
      <CapoSuggestionNote body={BODY} semitones={0} tools={null} capo={0} onCapo={jest.fn()} />,
    );
    expect(screen.queryByTestId('capo-suggestion')).not.toBeInTheDocument();
  });
});
