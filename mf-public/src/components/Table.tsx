import styled from 'styled-components';

/** A plain data table; columns marked data-hide-mobile disappear under the 1280 px breakpoint (spec: category). */
export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  margin: ${({ theme }) => theme.spacing.md} 0;
  th,
  td {
    padding: ${({ theme }) => theme.spacing.sm};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }
  th {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  @media ${({ theme }) => theme.media.down('drawer')} {
    [data-hide-mobile] {
      display: none;
    }
  }
`;
