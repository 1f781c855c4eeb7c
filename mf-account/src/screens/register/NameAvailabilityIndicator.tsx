import { Icon, Spinner } from '@acorduri/ui-kit';
import styled from 'styled-components';
import type { NameAvailability } from '../../data/useNameAvailability';
import { MESSAGES } from '../../messages';

const Mark = styled.span<{ $tone: 'success' | 'danger' }>`
  display: inline-flex;
  color: ${({ theme, $tone }) => theme.colors[$tone]};
`;

/** Inside the name field: a spinner while the server is asked, a check when free, an alert icon when taken. */
export function NameAvailabilityIndicator({ status }: { readonly status: NameAvailability }) {
  if (status === 'checking') return <Spinner inline size="sm" label={MESSAGES.nameChecking} />;
  if (status === 'available')
    return (
      <Mark $tone="success">
        <Icon name="check" title={MESSAGES.nameAvailable} />
      </Mark>
    );
  if (status === 'unavailable')
    return (
      <Mark $tone="danger">
        <Icon name="warning" title={MESSAGES.nameUnavailable} />
      </Mark>
    );
  return null;
}
