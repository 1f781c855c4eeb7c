import { focusRing, VisuallyHidden } from '@acorduri/ui-kit';
import { useMemo } from 'react';
import styled, { css } from 'styled-components';
import { TAB_MESSAGES } from '../../../messages';
import { type DiffLine, diffTabBodies, withContext } from './diffRows';

const Region = styled.div`
  max-height: 45vh;
  overflow: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  ${focusRing}
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  caption {
    padding: ${({ theme }) => theme.spacing.sm};
    text-align: left;
    font-family: ${({ theme }) => theme.fonts.body};
  }
  th {
    position: sticky;
    top: 0;
    padding: ${({ theme }) => theme.spacing.xs};
    background: ${({ theme }) => theme.colors.surfaceRaised};
    text-align: left;
    font-family: ${({ theme }) => theme.fonts.body};
  }
`;

const changeTone = {
  same: css``,
  removed: css`
    background: ${({ theme }) => theme.colors.dangerSurface};
    color: ${({ theme }) => theme.colors.text};
  `,
  added: css`
    background: ${({ theme }) => theme.colors.successSurface};
    color: ${({ theme }) => theme.colors.text};
  `,
};

const NumberCell = styled.td<{ $change: DiffLine['change'] | 'none' }>`
  width: 3.5em;
  padding: 0 ${({ theme }) => theme.spacing.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: right;
  vertical-align: top;
  user-select: none;
  ${({ $change }) => ($change === 'none' ? '' : changeTone[$change])}
`;

const TextCell = styled.td<{ $change: DiffLine['change'] | 'none' }>`
  padding: 0 ${({ theme }) => theme.spacing.xs};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  vertical-align: top;
  ${({ $change }) => ($change === 'none' ? '' : changeTone[$change])}
`;

/** Unchanged lines left out between changes. */
const Skipped = styled.td`
  padding: ${({ theme }) => theme.spacing.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  font-family: ${({ theme }) => theme.fonts.body};
  font-style: italic;
  text-align: center;
`;

const Sign = styled.span`
  display: inline-block;
  width: 1.2em;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const SIGNS = { same: ' ', removed: '−', added: '+' } as const;

/** One side of a row; a change is also said in words so colour is never the only clue. */
function DiffCells({ line }: { readonly line: DiffLine | null }) {
  if (!line)
    return (
      <>
        <NumberCell $change="none" />
        <TextCell $change="none" />
      </>
    );
  return (
    <>
      <NumberCell $change={line.change}>{line.number}</NumberCell>
      <TextCell $change={line.change}>
        {line.change === 'same' ? null : (
          <VisuallyHidden>
            {line.change === 'added' ? TAB_MESSAGES.diffAdded : TAB_MESSAGES.diffRemoved}{' '}
          </VisuallyHidden>
        )}
        <Sign aria-hidden="true">{SIGNS[line.change]}</Sign>
        {line.text}
      </TextCell>
    </>
  );
}

export interface TabBodyDiffProps {
  readonly current: string;
  readonly proposed: string;
}

/**
 * The current body next to the proposed one, line by line (jsdiff): the changes with three unchanged lines around
 * each, longer unchanged runs folded into one row. Loaded with the review dialog only, so the
 * list page does not carry the diff library; the region scrolls with the keyboard.
 */
export default function TabBodyDiff({ current, proposed }: TabBodyDiffProps) {
  const { rows, added, removed } = useMemo(() => diffTabBodies(current, proposed), [current, proposed]);
  const shown = useMemo(() => withContext(rows), [rows]);
  const summary = added + removed === 0 ? TAB_MESSAGES.diffNone : TAB_MESSAGES.diffSummary(added, removed);
  return (
    <Region role="region" aria-label={TAB_MESSAGES.diffRegion} tabIndex={0}>
      <Table>
        <caption>
          {TAB_MESSAGES.diffCaption}. {summary}
        </caption>
        <thead>
          <tr>
            <th scope="col">{TAB_MESSAGES.diffCurrentLine}</th>
            <th scope="col">{TAB_MESSAGES.diffCurrentText}</th>
            <th scope="col">{TAB_MESSAGES.diffProposedLine}</th>
            <th scope="col">{TAB_MESSAGES.diffProposedText}</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((row) =>
            'skipped' in row ? (
              <tr key={`skip:${row.fromCurrent}:${row.fromProposed}`}>
                <Skipped colSpan={4}>{TAB_MESSAGES.diffSkipped(row.skipped)}</Skipped>
              </tr>
            ) : (
              <tr key={`${row.current?.number ?? '-'}:${row.proposed?.number ?? '-'}`}>
                <DiffCells line={row.current} />
                <DiffCells line={row.proposed} />
              </tr>
            ),
          )}
        </tbody>
      </Table>
    </Region>
  );
}
