import { type RatingResult, requestLogin } from '@acorduri/contracts';
import { Button, StarRating, StarRatingInput } from '@acorduri/ui-kit';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { failureMessages } from '../../data/failureMessages';
import { rateTab } from '../../data/tabActions';
import { TAB_MESSAGES as M } from '../../messages';

/** Spec §9: a rating is shown from 3 votes. */
export const MIN_VOTES_SHOWN = 3;

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing.sm};
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
      setMessage(failureMessages(error).join(' ') || null);
    } finally {
      setSending(false);
    }
  }

  return (
    <section aria-label={M.rateLegend} data-print="hide">
      <p>
        {current.ratingCount >= MIN_VOTES_SHOWN ? (
          <StarRating value={current.rating} count={current.ratingCount} />
        ) : (
          M.ratingNotEnough
        )}
      </p>
      <Form onSubmit={onSubmit}>
        <StarRatingInput value={chosen} onChange={setChosen} allowHalf label={M.rateLegend} size="md" />
        <Button type="submit" size="sm" disabled={chosen === null} loading={sending}>
          {M.rateSubmit}
        </Button>
      </Form>
      {message && <p role="status">{message}</p>}
    </section>
  );
}
