import { type AccountInfo, type CommentView, deleteCommentQuestion, requestLogin } from '@acorduri/contracts';
import { Alert, Button, ConfirmDialog, formatDateTime, LoadMore, TextArea } from '@acorduri/ui-kit';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { useTabComments } from '../../data/comments';
import { failureMessages } from '../../data/failureMessages';
import { deleteComment, postComment } from '../../data/tabActions';
import { TAB_MESSAGES as M } from '../../messages';

/** Spec §9: a comment holds at most 500 characters. */
export const COMMENT_MAX = 500;

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    padding: ${({ theme }) => theme.spacing.sm} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  p {
    margin: ${({ theme }) => theme.spacing.xs} 0;
    white-space: pre-line;
  }
`;

const Meta = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.md};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  margin-bottom: ${({ theme }) => theme.spacing.md};
`;

function validateComment(text: string): string | null {
  if (!text.trim()) return M.commentRequired;
  if (text.length > COMMENT_MAX) return M.commentTooLong;
  return null;
}

interface Props {
  readonly tabId: string;
  readonly user: AccountInfo | null;
}

/** Comments 10 at a time, newest first; a new comment goes on top; an author deletes their own; the count follows. */
export function TabComments({ tabId, user }: Props) {
  const loaded = useTabComments(tabId);
  const [added, setAdded] = useState<readonly CommentView[]>([]);
  const [deleted, setDeleted] = useState<ReadonlySet<string>>(new Set());
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  // The own comment waiting for 'Da' in the confirmation (spec: deleting asks first, as in 'Comentariile mele').
  const [pending, setPending] = useState<CommentView | null>(null);
  const [deleting, setDeleting] = useState(false);

  const addedIds = new Set(added.map((comment) => comment.id));
  const comments = [...added, ...loaded.comments.filter((comment) => !addedIds.has(comment.id))].filter(
    (comment) => !deleted.has(comment.id),
  );
  const count = loaded.total + added.length - deleted.size;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!user) {
      requestLogin('comment');
      return;
    }
    const problem = validateComment(text);
    setFieldError(problem);
    if (problem) return;
    setSending(true);
    setFailure(null);
    try {
      const comment = await postComment(tabId, text.trim());
      setAdded((current) => [comment, ...current]);
      setText('');
    } catch (error) {
      setFailure(failureMessages(error).join(' ') || null);
    } finally {
      setSending(false);
    }
  }

  async function remove(id: string) {
    setFailure(null);
    setDeleting(true);
    try {
      await deleteComment(id);
      setDeleted((current) => new Set(current).add(id));
    } catch (error) {
      setFailure(failureMessages(error).join(' ') || null);
    } finally {
      setDeleting(false);
      setPending(null);
    }
  }

  return (
    <section aria-labelledby="comments-title" data-print="hide">
      <h2 id="comments-title">{M.comments(Math.max(0, count))}</h2>
      <Form noValidate onSubmit={onSubmit}>
        <TextArea
          label={M.commentField}
          rows={3}
          maxLength={COMMENT_MAX}
          value={text}
          error={fieldError}
          onChange={(event) => setText(event.target.value)}
        />
        <div>
          <Button type="submit" size="sm" loading={sending}>
            {M.commentSubmit}
          </Button>
        </div>
      </Form>
      {failure && <Alert severity="warning">{failure}</Alert>}
      {!loaded.isLoading && comments.length === 0 && <p>{M.noComments}</p>}
      <List>
        {comments.map((comment) => (
          <li key={comment.id}>
            <Meta>
              <strong>{comment.author?.name ?? M.anonymousAuthor}</strong>
              <time dateTime={comment.createdAt}>{formatDateTime(comment.createdAt)}</time>
              {user && comment.author?.id === user.id && (
                <Button
                  size="sm"
                  variant="text"
                  aria-label={M.commentDeleteLabel(comment.author.name)}
                  onClick={() => setPending(comment)}
                >
                  {M.commentDelete}
                </Button>
              )}
            </Meta>
            <p>{comment.body}</p>
          </li>
        ))}
      </List>
      <ConfirmDialog
        open={pending !== null}
        message={pending ? deleteCommentQuestion(pending.body) : ''}
        destructive
        busy={deleting}
        onConfirm={() => {
          if (pending) void remove(pending.id);
        }}
        onCancel={() => setPending(null)}
      />
      <LoadMore
        hasMore={loaded.comments.length < loaded.total}
        label={M.commentsMore}
        onLoadMore={() => void loaded.loadMore()}
      />
    </section>
  );
}
