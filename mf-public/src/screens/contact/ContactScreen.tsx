import {
  apiFetch,
  CONTACT_SUCCESS_MESSAGE,
  type ContactPayload,
  contactSchema,
  INQUIRY_TYPES,
  type InquiryType,
  messagesOfError,
  PATHS,
} from '@acorduri/contracts';
import { Alert, Breadcrumbs, Button, Select, Spinner, TextArea, TextField } from '@acorduri/ui-kit';
import { type FormEvent, Suspense, useState } from 'react';
import styled from 'styled-components';
import { RemoteBoundary } from '../../components/RemoteBoundary';
import { lazyRemote } from '../../components/remoteParts';
import { validateForm } from '../../data/validate';
import { MESSAGES } from '../../messages';
import { usePageMeta } from '../../pageMeta';

interface CaptchaProps {
  readonly onChange: (payload: string | null) => void;
  readonly resetKey?: string | number;
  readonly error?: string | undefined;
}

/** The self-hosted ALTCHA widget mf-account exposes, so every form solves the same challenge the same way. */
const Captcha = lazyRemote<CaptchaProps>('mf_account/Captcha');

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
  max-width: 560px;
`;

const SUBJECTS = INQUIRY_TYPES.map((value) => ({ value, label: MESSAGES.contactSubjects[value] }));

/** /contact: email, subject, message, captcha; on success the form is replaced by a success alert. */
export default function ContactScreen() {
  usePageMeta(MESSAGES.contactTitle);
  const [fromEmail, setFromEmail] = useState('');
  const [inquiryType, setInquiryType] = useState<InquiryType>('general');
  const [message, setMessage] = useState('');
  const [captchaResponse, setCaptchaResponse] = useState<string | null>(null);
  const [captchaReset, setCaptchaReset] = useState(0);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverErrors, setServerErrors] = useState<readonly string[]>([]);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const payload: ContactPayload = {
      fromEmail,
      inquiryType,
      message,
      captchaResponse: captchaResponse ?? '',
    };
    const found = validateForm(contactSchema, payload);
    setErrors(found);
    setServerErrors([]);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    try {
      const answer = await apiFetch<{ message?: string }>('/api/contact', { method: 'POST', body: payload });
      if (answer?.message === CONTACT_SUCCESS_MESSAGE) setSent(true);
      else setServerErrors([MESSAGES.loadError]);
    } catch (error) {
      setServerErrors(messagesOfError(error));
    } finally {
      setSending(false);
      // A challenge is single-use: a new attempt solves a new one.
      setCaptchaReset((value) => value + 1);
    }
  }

  return (
    <section aria-labelledby="contact-title">
      <Breadcrumbs items={[{ label: MESSAGES.home, to: PATHS.home }, { label: MESSAGES.contactTitle }]} />
      <h1 id="contact-title">{MESSAGES.contactTitle}</h1>
      {sent ? (
        <Alert severity="success">{MESSAGES.contactSent}</Alert>
      ) : (
        <Form noValidate onSubmit={onSubmit}>
          <TextField
            label={MESSAGES.contactEmail}
            type="email"
            autoComplete="email"
            required
            value={fromEmail}
            error={errors.fromEmail ?? null}
            onChange={(event) => setFromEmail(event.target.value)}
          />
          <Select
            label={MESSAGES.contactSubject}
            options={SUBJECTS}
            value={inquiryType}
            required
            error={errors.inquiryType ?? null}
            onChange={(value) => setInquiryType(value ?? 'general')}
          />
          <TextArea
            label={MESSAGES.contactMessage}
            required
            rows={6}
            value={message}
            error={errors.message ?? null}
            onChange={(event) => setMessage(event.target.value)}
          />
          <RemoteBoundary fallback={<Alert severity="warning">{MESSAGES.captchaUnavailable}</Alert>}>
            <Suspense fallback={<Spinner size="sm" label={MESSAGES.loading} />}>
              <Captcha onChange={setCaptchaResponse} resetKey={captchaReset} error={errors.captchaResponse} />
            </Suspense>
          </RemoteBoundary>
          {serverErrors.length > 0 && <Alert severity="warning">{serverErrors.join(' ')}</Alert>}
          <div>
            <Button type="submit" loading={sending}>
              {MESSAGES.contactSend}
            </Button>
          </div>
        </Form>
      )}
    </section>
  );
}
