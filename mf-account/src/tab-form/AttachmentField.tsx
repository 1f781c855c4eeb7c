import { type AttachmentKind, MEDIA_EXTENSIONS } from '@acorduri/contracts';
import { FormField, Icon, IconButton } from '@acorduri/ui-kit';
import { useRef } from 'react';
import styled from 'styled-components';
import { MESSAGES } from '../messages';

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
`;

export interface AttachmentFieldProps {
  readonly kind: AttachmentKind;
  readonly label: string;
  readonly file: File | null;
  readonly error: string | undefined;
  readonly onChange: (file: File | null) => void;
}

/** An optional Guitar Pro or MIDI file; the browser's picker is narrowed to the accepted extensions. */
export function AttachmentField({ kind, label, file, error, onChange }: AttachmentFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const accept = MEDIA_EXTENSIONS[kind].map((extension) => `.${extension}`).join(',');
  return (
    <FormField label={label} error={error}>
      {(control) => (
        <Row>
          <input
            ref={input}
            type="file"
            accept={accept}
            {...control}
            onChange={(event) => onChange(event.target.files?.[0] ?? null)}
          />
          {file ? (
            <IconButton
              label={MESSAGES.removeFile}
              size="sm"
              onClick={() => {
                if (input.current) input.current.value = '';
                onChange(null);
              }}
            >
              <Icon name="close" />
            </IconButton>
          ) : null}
        </Row>
      )}
    </FormField>
  );
}
