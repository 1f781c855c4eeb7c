import type { Meta, StoryObj } from '@storybook/react';
import styled, { useTheme } from 'styled-components';
import { DARK } from '../../.storybook/viewports';

const Swatches = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: ${({ theme }) => theme.spacing.sm};
`;

const Swatch = styled.div<{ $colour: string }>`
  padding: ${({ theme }) => theme.spacing.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.xs};

  &::before {
    content: '';
    display: block;
    height: 40px;
    margin-bottom: ${({ theme }) => theme.spacing.xs};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ $colour }) => $colour};
  }
`;

const TabText = styled.pre`
  padding: ${({ theme }) => theme.spacing.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.tab};
  line-height: ${({ theme }) => theme.lineHeights.tab};

  b {
    color: ${({ theme }) => theme.colors.tabChord};
  }
`;

function Overview() {
  const theme = useTheme();
  return (
    <div>
      <h1>Tema {theme.mode === 'dark' ? 'întunecată' : 'luminoasă'}</h1>
      <h2>Culori</h2>
      <Swatches>
        {Object.entries(theme.colors).map(([name, colour]) => (
          <Swatch key={name} $colour={colour}>
            <strong>{name}</strong>
            <br />
            {colour}
          </Swatch>
        ))}
      </Swatches>
      <h2>Text de tabulatură (monospace)</h2>
      <TabText>
        <b>Am</b>
        {'           '}
        <b>F</b>
        {'        '}
        <b>C</b>
        {'         '}
        <b>G</b>
        {'\nPe-un picior de plai, pe-o gură de rai\n'}
        {'e|-----0---0-----|\nB|---1---1---1---|\nG|-2-----------2-|'}
      </TabText>
      <h2>Puncte de întrerupere</h2>
      <ul>
        {Object.entries(theme.breakpoints).map(([name, px]) => (
          <li key={name}>
            {name}: {px} px
          </li>
        ))}
      </ul>
      <p data-print="hide">Acest paragraf nu apare la tipărire (data-print=&quot;hide&quot;).</p>
    </div>
  );
}

const meta = {
  title: 'Temă/Prezentare',
  component: Overview,
} satisfies Meta<typeof Overview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {};
export const Dark: Story = { globals: DARK };
