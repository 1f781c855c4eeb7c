import {
  ATTACHMENT_KINDS,
  type AttachmentKind,
  attachmentProblem,
  MEDIA_EXTENSIONS,
  messagesOfError,
} from '@acorduri/contracts';
import { isAuthFailure } from '@acorduri/list-toolkit';
import { Alert, Button, ConfirmDialog, FormField, Icon, IconButton } from '@acorduri/ui-kit';
import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { TAB_MESSAGES } from '../../../messages';
import { removeAttachment, uploadAttachment } from '../tabCalls';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  margin-top: ${({ theme }) => theme.spacing.lg};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const Row = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const KIND_LABELS: Readonly<Record<AttachmentKind, string>> = {
  gtp: TAB_MESSAGES.guitarPro,
  midi: TAB_MESSAGES.midi,
};

export type TabFiles = Readonly<Record<AttachmentKind, string | null>>;

export interface TabAttachmentsProps {
  readonly tabId: string;
  readonly files: TabFiles;
  /** A file was stored or removed: the dialog and the list row follow. */
  readonly onChange: (files: TabFiles) => void;
  /** A failure the section does not show itself (401/403 leave for /login). */
  readonly onAuthFailure: (error: unknown) => void;
}

function AttachmentRow({
  kind,
  tabId,
  files,
  onChange,
  onAuthFailure,
  report,
}: TabAttachmentsProps & { readonly kind: AttachmentKind; readonly report: (message: Notice) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const label = KIND_LABELS[kind];
  const current = files[kind];
  const problem = file ? attachmentProblem(kind, file) : undefined;

  const run = async (call: () => Promise<TabFiles>, success: string) => {
    setBusy(true);
    try {
      onChange(await call());
      report({ severity: 'success', messages: [success] });
    } catch (error) {
      if (isAuthFailure(error)) onAuthFailure(error);
      else report({ severity: 'warning', messages: messagesOfError(error) });
    } finally {
      setBusy(false);
    }
  };

  const upload = () =>
    file && !problem
      ? run(async () => {
          const { filename } = await uploadAttachment(tabId, kind, file);
          setFile(null);
          if (input.current) input.current.value = '';
          return { ...files, [kind]: filename };
        }, TAB_MESSAGES.uploaded(label))
      : undefined;

  const remove = () =>
    run(async () => {
      setConfirming(false);
      await removeAttachment(tabId, kind);
      return { ...files, [kind]: null };
    }, TAB_MESSAGES.removed(label));

  return (
    <>
      <FormField
        label={TAB_MESSAGES.chooseFile(label)}
        error={problem}
        helperText={
          current ? (
            <Row>
              <a href={`/media/${kind}/${encodeURIComponent(current)}`} download>
                {current}
              </a>
              <IconButton
                label={TAB_MESSAGES.removeAttachment(label)}
                size="sm"
                disabled={busy}
                onClick={() => setConfirming(true)}
              >
                <Icon name="delete" />
              </IconButton>
            </Row>
          ) : (
            TAB_MESSAGES.noAttachment
          )
        }
      >
        {(control) => (
          <Row>
            <input
              ref={input}
              type="file"
              accept={MEDIA_EXTENSIONS[kind].map((extension) => `.${extension}`).join(',')}
              {...control}
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
            <Button
              type="button"
              variant="secondary"
              size="sm"
              disabled={!file || Boolean(problem)}
              loading={busy}
              onClick={upload}
            >
              {TAB_MESSAGES.upload}
            </Button>
          </Row>
        )}
      </FormField>
      <ConfirmDialog
        open={confirming}
        message={TAB_MESSAGES.removeConfirm(label, current ?? '')}
        onConfirm={remove}
        onCancel={() => setConfirming(false)}
        busy={busy}
      />
    </>
  );
}

interface Notice {
  readonly severity: 'success' | 'warning';
  readonly messages: readonly string[];
}

/** The tab's Guitar Pro and MIDI files (admin.md §5 limits): each uploaded or removed on its own. */
export function TabAttachments(props: TabAttachmentsProps) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId}>
      <h3 id={headingId}>{TAB_MESSAGES.attachments}</h3>
      <p>{TAB_MESSAGES.attachmentsHint}</p>
      {notice ? (
        <Alert severity={notice.severity} onClose={() => setNotice(null)}>
          {notice.messages.join(' ')}
        </Alert>
      ) : null}
      {ATTACHMENT_KINDS.map((kind) => (
        <AttachmentRow key={kind} kind={kind} report={setNotice} {...props} />
      ))}
    </Section>
  );
}
