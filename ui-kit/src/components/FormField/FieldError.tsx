import styled from 'styled-components';
import { errorIconPath } from '../../icons/iconPaths';
import { PathIcon } from '../../icons/PathIcon';

// Its own module: a checkbox shows only this part of a field, and styled-components' definitions are never
// tree-shaken, so importing FormField's module would bring every other part of it along (#28).
const ErrorText = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.danger};
`;

/** A control's validation message, announced as it appears; `id` is what the control's aria-describedby names. */
export function FieldError({ id, children }: { readonly id: string; readonly children: string }) {
  return (
    <ErrorText id={id} role="alert">
      <PathIcon path={errorIconPath} size="1.1em" />
      {children}
    </ErrorText>
  );
}
