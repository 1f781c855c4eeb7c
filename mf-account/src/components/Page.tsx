import styled from 'styled-components';

/** A screen's column: narrow for the sign-in style forms, wide for tables. */
export const Page = styled.section<{ $width?: 'narrow' | 'wide' }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
  width: 100%;
  max-width: ${({ $width = 'wide' }) => ($width === 'narrow' ? '32rem' : '72rem')};
  margin: 0 auto;
`;

export const PageTitle = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
`;

/** A vertical stack of form controls. */
export const FormStack = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
`;

/** A row of buttons or links. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.md};
`;
