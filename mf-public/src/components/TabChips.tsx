import type { TabListItem } from '@acorduri/contracts';
import { Chip } from '@acorduri/ui-kit';
import styled from 'styled-components';
import { MESSAGES } from '../messages';

const Row = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xs};
  margin-left: ${({ theme }) => theme.spacing.sm};
  vertical-align: middle;
`;

/** The 'explicit', MIDI and Guitar Pro chips of a tab row. */
export function TabChips({ tab }: { readonly tab: Pick<TabListItem, 'isExplicit' | 'midi' | 'gtp'> }) {
  if (!tab.isExplicit && !tab.midi && !tab.gtp) return null;
  return (
    <Row>
      {tab.isExplicit && <Chip size="sm" tone="danger" label={MESSAGES.explicit} />}
      {tab.midi && <Chip size="sm" tone="info" label={MESSAGES.midi} />}
      {tab.gtp && <Chip size="sm" tone="success" label={MESSAGES.guitarPro} />}
    </Row>
  );
}
