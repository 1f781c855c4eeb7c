import { renderWithProviders } from '@acorduri/web-testing';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setDiagramInstrument } from '../preferences/diagramInstrument';
import { setLeftHanded } from '../preferences/leftHanded';
import { mockApi } from '../testing/fixtures';
import ChordDiagram from './ChordDiagram';
import ChordStrip from './ChordStrip';

describe('ChordDiagram (the tab text’s chord popover)', () => {
  beforeEach(() => window.localStorage.clear());

  it('draws the chord named as the text writes it, on the instrument chosen in the strip', async () => {
    mockApi();
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <ChordStrip body={'C  am\nla la'} />
        <ChordDiagram name="am" />
      </>,
    );
    expect(await screen.findAllByRole('img', { name: /^Acordul Am la chitară/ })).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Pian' }));
    expect(await screen.findAllByRole('img', { name: /^Acordul Am la pian/ })).toHaveLength(2);
    expect(window.localStorage.getItem('acorduri.chords.instrument')).toBe('piano');
  });

  it('follows the left-handed choice, also made in the strip', async () => {
    mockApi();
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <ChordStrip body={'C  am\nla la'} />
        <ChordDiagram name="C" />
      </>,
    );
    const [, popover] = await screen.findAllByRole('img', { name: /^Acordul C la chitară/ });
    const mutedX = () => Number(popover?.querySelector('text')?.getAttribute('x'));
    const rightHanded = mutedX();
    await user.click(screen.getByRole('checkbox', { name: 'Diagrame pentru stângaci' }));
    expect(mutedX()).toBeGreaterThan(rightHanded);
    act(() => setLeftHanded(false));
    expect(mutedX()).toBe(rightHanded);
  });

  it('says so for a chord the dictionary lacks', async () => {
    mockApi();
    act(() => setDiagramInstrument('guitar'));
    renderWithProviders(<ChordDiagram name="C7+" />);
    expect(await screen.findByText('Diagramă indisponibilă')).toBeInTheDocument();
  });
});
