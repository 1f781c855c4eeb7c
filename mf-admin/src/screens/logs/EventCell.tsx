import type { AdminLogView } from '@acorduri/contracts';
import { Highlight } from '@acorduri/ui-kit';
import styled from 'styled-components';

const Subject = styled.div`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The event's description, and for an admin action what it changed (the search also looks there). */
export function EventCell({
  entry,
  highlight,
}: {
  readonly entry: AdminLogView;
  readonly highlight: string;
}) {
  return (
    <>
      <Highlight text={entry.description} query={highlight} />
      {entry.subject ? (
        <Subject>
          <Highlight text={entry.subject} query={highlight} />
        </Subject>
      ) : null}
    </>
  );
}
