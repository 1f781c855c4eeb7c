import { type AdminVisitorGroup, apiFetch, messagesOfError, type VisitorGroup } from '@acorduri/contracts';
import { Alert, Button, Select } from '@acorduri/ui-kit';
import { useState } from 'react';
import useSWR from 'swr';
import { RELEASE_MESSAGES as T } from '../../messages';

export const GROUP_PATH = '/api/admin/releases/group';

/**
 * The admin's own browser group: see every canary before visitors do, only the live releases, or be drawn like a
 * visitor. The cookie is set by the API; pages opened afterwards load the group's releases.
 */
export function VisitorGroupPanel() {
  const { data, error, mutate } = useSWR(GROUP_PATH, (path: string) => apiFetch<AdminVisitorGroup>(path));
  const [choice, setChoice] = useState<VisitorGroup | null>(null);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  if (error && !data) return <Alert severity="warning">{T.groupError}</Alert>;
  if (!data) return null;
  const options = [
    { value: 'auto' as const, label: T.groupAuto(data.group === 'auto' ? data.bucket : null) },
    { value: 'canary' as const, label: T.groupCanary },
    { value: 'stable' as const, label: T.groupStable },
  ];

  const apply = async () => {
    try {
      const group = choice ?? data.group;
      await mutate(apiFetch<AdminVisitorGroup>(GROUP_PATH, { method: 'PUT', body: { group } }), {
        revalidate: false,
      });
      setChoice(null);
      setStatus({ ok: true, text: T.groupChanged });
    } catch (failure) {
      setStatus({ ok: false, text: messagesOfError(failure).join(' ') });
    }
  };

  return (
    <section aria-labelledby="release-group-title">
      <h2 id="release-group-title">{T.groupTitle}</h2>
      <Select label={T.groupLabel} options={options} value={choice ?? data.group} onChange={setChoice} />
      <Button variant="secondary" onClick={apply}>
        {T.groupApply}
      </Button>
      <div role="status">
        {status ? <Alert severity={status.ok ? 'success' : 'warning'}>{status.text}</Alert> : null}
      </div>
    </section>
  );
}
