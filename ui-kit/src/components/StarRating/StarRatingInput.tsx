import { useId, useState } from 'react';
import styled from 'styled-components';
import { PathIcon } from '../../icons/PathIcon';
import { MESSAGES } from '../../messages';
import { visuallyHidden } from '../../styles/mixins';
import { VisuallyHidden } from '../../styles/VisuallyHidden';
import { ratingText } from './ratingText';
import { STAR_COUNT, STAR_PATHS, STAR_SIZES, Stars, starIcons } from './StarRating';

export interface StarRatingInputProps {
  /** null until the user picks (the spec keeps submit disabled until then). */
  value: number | null;
  onChange: (value: number) => void;
  /** Half-star steps (0,5 … 5) instead of whole stars. */
  allowHalf?: boolean;
  label?: string;
  size?: 'sm' | 'md' | 'lg';
  disabled?: boolean;
  name?: string;
}

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: none;
`;

const Legend = styled.legend`
  ${visuallyHidden}
`;

const Row = styled.div<{ $disabled: boolean }>`
  position: relative;
  display: inline-flex;
  border-radius: ${({ theme }) => theme.radii.sm};
  opacity: ${({ $disabled }) => ($disabled ? 0.55 : 1)};

  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

const Radio = styled.input`
  ${visuallyHidden}
`;

const HitArea = styled.label<{ $left: number; $width: number; $disabled: boolean }>`
  position: absolute;
  top: 0;
  bottom: 0;
  left: ${({ $left }) => $left}%;
  width: ${({ $width }) => $width}%;
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
`;

/**
 * Star input built on native radio buttons: Tab reaches the group, arrow keys change the value, and every
 * choice is announced as "4 stele" / "4,5 stele".
 */
export function StarRatingInput({
  value,
  onChange,
  allowHalf = false,
  label = MESSAGES.ratingInput,
  size = 'lg',
  disabled = false,
  name,
}: StarRatingInputProps) {
  const [hover, setHover] = useState<number | null>(null);
  const generatedName = useId();
  const groupName = name ?? `rating-${generatedName}`;
  const step = allowHalf ? 0.5 : 1;
  const choices = Array.from({ length: STAR_COUNT / step }, (_, index) => (index + 1) * step);
  const shown = hover ?? value ?? 0;

  return (
    <Fieldset disabled={disabled}>
      <Legend>{label}</Legend>
      <Row $disabled={disabled} onMouseLeave={() => setHover(null)}>
        <Stars aria-hidden="true">
          {starIcons(shown).map((icon, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the five star positions never move
            <PathIcon key={index} path={STAR_PATHS[icon]} size={STAR_SIZES[size]} />
          ))}
        </Stars>
        {choices.map((choice, index) => {
          const id = `${groupName}-${choice}`;
          return (
            <span key={choice}>
              <Radio
                id={id}
                type="radio"
                name={groupName}
                value={choice}
                checked={value === choice}
                disabled={disabled}
                onChange={() => onChange(choice)}
              />
              <HitArea
                htmlFor={id}
                $left={(index * 100) / choices.length}
                $width={100 / choices.length}
                $disabled={disabled}
                onMouseEnter={() => !disabled && setHover(choice)}
              >
                <VisuallyHidden>{MESSAGES.starValue(ratingText(choice))}</VisuallyHidden>
              </HitArea>
            </span>
          );
        })}
      </Row>
    </Fieldset>
  );
}
