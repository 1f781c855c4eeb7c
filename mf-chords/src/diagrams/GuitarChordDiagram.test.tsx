import { renderWithProviders } from '@acorduri/web-testing';
import { screen } from '@testing-library/react';
import { setLeftHanded } from '../preferences/leftHanded';
import { C_MAJOR_BARRE, C_MAJOR_GUITAR } from '../testing/fixtures';
import GuitarChordDiagram from './GuitarChordDiagram';

const mutedMarkX = () => Number(screen.getByText('×').getAttribute('x'));

describe('GuitarChordDiagram', () => {
  beforeEach(() => window.localStorage.clear());

  it('has an accessible name and a string-by-string description', () => {
    renderWithProviders(<GuitarChordDiagram chord="C" variant={C_MAJOR_GUITAR} index={2} />);
    const diagram = screen.getByRole('img', { name: 'Acordul C la chitară, varianta 2, poziția I' });
    expect(diagram).toHaveAccessibleDescription(
      expect.stringContaining(
        'Coarda 6 (Mi grav): nu se cântă. Coarda 5 (La): tasta 3, degetul 3 (inelarul).',
      ),
    );
    expect(diagram).toHaveAccessibleDescription(expect.stringContaining('Coarda 1 (Mi acut): liberă.'));
  });

  it('names the fret position and counts frets from it', () => {
    renderWithProviders(<GuitarChordDiagram chord="C" variant={C_MAJOR_BARRE} />);
    const diagram = screen.getByRole('img', { name: /poziția III/ });
    expect(diagram).toHaveAccessibleDescription(expect.stringContaining('Coarda 4 (Re): tasta 5, degetul 2'));
    expect(screen.getByText('III')).toBeInTheDocument();
  });

  it('mirrors the strings for left-handed players, following the remembered preference', () => {
    const { unmount } = renderWithProviders(<GuitarChordDiagram chord="C" variant={C_MAJOR_GUITAR} />);
    const rightHanded = mutedMarkX();
    unmount();
    setLeftHanded(true);
    expect(window.localStorage.getItem('acorduri.chords.leftHanded')).toBe('1');
    renderWithProviders(<GuitarChordDiagram chord="C" variant={C_MAJOR_GUITAR} />);
    expect(mutedMarkX()).toBeGreaterThan(rightHanded);
  });

  it('says so instead of drawing an invalid definition', () => {
    renderWithProviders(<GuitarChordDiagram chord="C" variant="nu e un acord" />);
    expect(screen.getByRole('img', { name: 'C: Definiția nu este validă' })).toBeInTheDocument();
  });
});
