import styled from 'styled-components';
import { visuallyHidden } from './mixins';

export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;
