import { renderWithProviders } from '@acorduri/web-testing';
import { screen } from '@testing-library/react';
import { A_MAJOR_PIANO, C_MAJOR_PIANO } from '../testing/fixtures';
import PianoChordDiagram from './PianoChordDiagram';

describe('PianoChordDiagram', () => {
  it('names the chord and its notes, and marks the pressed keys', () => {
    const { container } = renderWithProviders(<PianoChordDiagram chord="C" variant={C_MAJOR_PIANO} />);
    expect(
      screen.getByRole('img', { name: 'Acordul C la pian, varianta 1: Do, Mi, Sol' }),
    ).toBeInTheDocument();
    expect(container.querySelectorAll('rect')).toHaveLength(24);
    expect(container.querySelectorAll('rect[data-pressed]')).toHaveLength(3);
  });

  it('marks black keys too', () => {
    renderWithProviders(<PianoChordDiagram chord="A" variant={A_MAJOR_PIANO} index={2} />);
    expect(
      screen.getByRole('img', { name: 'Acordul A la pian, varianta 2: La, Do diez, Mi' }),
    ).toBeInTheDocument();
  });
});
