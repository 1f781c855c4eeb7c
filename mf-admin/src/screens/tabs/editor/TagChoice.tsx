import { Alert, Checkbox, FieldError } from '@acorduri/ui-kit';
import { useId } from 'react';
import styled from 'styled-components';
import { useAllTags } from '../../../data/completeLists';
import { COMPLETE_LIST_MESSAGES, TAB_MESSAGES } from '../../../messages';

const Fieldset = styled.fieldset`
  margin: 0;
  padding: ${({ theme }) => theme.spacing.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `0 ${theme.spacing.md}`};
`;

export interface TagChoiceProps {
  readonly selected: readonly string[];
  readonly error: string | undefined;
  readonly onChange: (tagIds: string[]) => void;
  /** Focus left the group: its message may show. */
  readonly onBlur: () => void;
}

/** The tab's tags as a group of checkboxes over the complete tag list (private tags included). */
export function TagChoice({ selected, error, onChange, onBlur }: TagChoiceProps) {
  const tags = useAllTags();
  const errorId = useId();
  const toggle = (tagId: string, checked: boolean) =>
    onChange(checked ? [...selected, tagId] : selected.filter((id) => id !== tagId));
  return (
    <Fieldset
      aria-describedby={error ? errorId : undefined}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur();
      }}
    >
      <legend>{TAB_MESSAGES.tags}</legend>
      {tags.error ? <Alert severity="warning">{COMPLETE_LIST_MESSAGES.tagsLoadFailed}</Alert> : null}
      <Choices>
        {(tags.data?.tags ?? []).map((tag) => (
          <Checkbox
            key={tag.id}
            label={tag.name}
            checked={selected.includes(tag.id)}
            onChange={(checked) => toggle(tag.id, checked)}
          />
        ))}
      </Choices>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </Fieldset>
  );
}
