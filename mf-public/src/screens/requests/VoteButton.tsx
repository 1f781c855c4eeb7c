import { PATHS, type TabRequestView } from '@acorduri/contracts';
import { Button } from '@acorduri/ui-kit';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { failureMessages } from '../../data/failureMessages';
import { voteForRequest } from '../../data/requests';
import { MESSAGES } from '../../messages';

const ErrorText = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.875rem;
`;

interface Props {
  readonly request: TabRequestView;
  readonly signedIn: boolean;
  readonly onVoted: (voteCount: number) => void;
}

/** One vote per request: then 'Votat'; a refusal shows the server's first message in the row; anonymous → /login. */
export function VoteButton({ request, signedIn, onVoted }: Props) {
  const navigate = useNavigate();
  const [voted, setVoted] = useState(Boolean(request.voted));
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function vote() {
    if (!signedIn) {
      navigate(PATHS.login);
      return;
    }
    setSending(true);
    setError(null);
    try {
      const result = await voteForRequest(request.id);
      setVoted(true);
      onVoted(result.voteCount);
    } catch (failure) {
      setError(failureMessages(failure)[0] ?? null);
    } finally {
      setSending(false);
    }
  }

  return (
    <>
      <Button
        size="sm"
        variant={voted ? 'secondary' : 'primary'}
        disabled={voted}
        loading={sending}
        onClick={vote}
      >
        {voted ? MESSAGES.requestVoted : MESSAGES.requestVote}
      </Button>
      {error && <ErrorText role="alert">{error}</ErrorText>}
    </>
  );
}
