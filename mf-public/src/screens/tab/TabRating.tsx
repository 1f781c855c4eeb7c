import { messagesOfError, type RatingResult, requestLogin } from '@acorduri/contracts';
import { Button } from '@acorduri/ui-kit';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { RatingStars } from '../../components/RatingStars';
import { rateTab } from '../../data/tabActions';
import { TAB_MESSAGES as M } from '../../messages';

/** Spec §9: a rating is shown from 3 votes. */
export const MIN_VOTES_SHOWN = 3;
const VALUES = [0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5];

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  fieldset {
    display: inline-flex;
    border: 0;
    margin: 0;
    padding: 0;
  }
  legend {
    float: left;
    margin-right: ${({ theme }) => theme.spacing.sm};
  }
`;

/** Each radio shows half a star: x.5 values the left half, whole values the right half. */
const Star = styled.label<{ $on: boolean; $right: boolean }>`
  position: relative;
  display: inline-block;
  width: 0.5em;
  overflow: hidden;
  font-size: 1.6rem;
  line-height: 1;
  cursor: pointer;
  color: ${({ theme, $on }) => ($on ? theme.colors.star : theme.colors.border)};
  input {
    position: absolute;
    opacity: 0;
    width: 1px;
    height: 1px;
  }
  span {
    display: inline-block;
    width: 1em;
    text-align: center;
    margin-left: ${({ $right }) => ($right ? '-0.5em' : '0')};
  }
  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
  }
`;

interface Props {
  readonly tabId: string;
  readonly rating: number;
  readonly ratingCount: number;
  readonly signedIn: boolean;
}

/** The tab's rating (from 3 votes) and the half-star vote: submit stays disabled until a value is chosen. */
export function TabRating({ tabId, rating, ratingCount, signedIn }: Props) {
  const [current, setCurrent] = useState<RatingResult>({ rating, ratingCount });
  const [chosen, setChosen] = useState<number | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (chosen === null) return;
    if (!signedIn) {
      requestLogin('rate');
      return;
    }
    setSending(true);
    try {
      setCurrent(await rateTab(tabId, chosen));
      setMessage(M.ratingThanks);
    } catch (error) {
      setMessage(messagesOfError(error).join(' '));
    } finally {
      setSending(false);
    }
  }

  return (
    <section aria-label={M.rateLegend} data-print="hide">
      <p>
        {current.ratingCount >= MIN_VOTES_SHOWN ? (
          <RatingStars rating={current.rating} count={current.ratingCount} />
        ) : (
          M.ratingNotEnough
        )}
      </p>
      <Form onSubmit={onSubmit}>
        <fieldset>
          <legend>{M.rateLegend}</legend>
          {VALUES.map((value) => {
            return (
              <Star key={value} $on={chosen !== null && value <= chosen} $right={Number.isInteger(value)}>
                <input
                  type="radio"
                  name={`rating-${tabId}`}
                  value={value}
                  aria-label={M.stars(value)}
                  checked={chosen === value}
                  onChange={() => setChosen(value)}
                />
                <span aria-hidden="true">★</span>
              </Star>
            );
          })}
        </fieldset>
        <Button type="submit" size="sm" disabled={chosen === null} loading={sending}>
          {M.rateSubmit}
        </Button>
      </Form>
      {message && <p role="status">{message}</p>}
    </section>
  );
}
