import { type AdminReleaseView, type CanaryAudience, messagesOfError } from '@acorduri/contracts';
import { type CustomEditorProps, FormFailureAlert } from '@acorduri/list-toolkit';
import { Button, Dialog, TextField } from '@acorduri/ui-kit';
import { useState } from 'react';
import { RELEASE_MESSAGES as T } from '../../messages';
import { audienceText, releaseName } from './releaseTexts';

const DEFAULT_SHARE = 10;

/**
 * One release's actions: make it live for everyone, roll its area back (when it is live), start a canary for a
 * share of visitors or admins only, or stop its canary. Each call answers the changed release and the list is read
 * again (another row may have stopped being live).
 */
export function ReleaseDialog({ row, onClose, list }: CustomEditorProps<AdminReleaseView>) {
  const [audience, setAudience] = useState<CanaryAudience>('share');
  const [share, setShare] = useState(String(DEFAULT_SHARE));
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<readonly string[]>([]);
  if (!row) return null;
  const { remote, version } = row;

  const run = (path: string, body: object) => async () => {
    setBusy(true);
    setFailure([]);
    try {
      await list.update(body, path);
      onClose();
    } catch (error) {
      setFailure(messagesOfError(error));
      setBusy(false);
    }
  };
  const state = row.live ? T.stateLive : row.canary ? T.stateCanary(audienceText(row.canary)) : T.stateIdle;
  const shareValue = Number(share);

  return (
    <Dialog
      open
      onClose={onClose}
      title={T.dialogTitle(releaseName(row))}
      width={520}
      closeLabel={T.close}
      actions={
        <Button variant="secondary" onClick={onClose}>
          {T.close}
        </Button>
      }
    >
      <p>{state}</p>
      <FormFailureAlert failure={failure} onDismiss={() => setFailure([])} />
      {row.live ? (
        <Button variant="secondary" loading={busy} onClick={run('/api/admin/releases/rollback', { remote })}>
          {T.rollback}
        </Button>
      ) : (
        <Button loading={busy} onClick={run('/api/admin/releases/promote', { remote, version })}>
          {T.promote}
        </Button>
      )}
      {row.canary ? (
        <Button variant="danger" loading={busy} onClick={run('/api/admin/releases/canary/stop', { remote })}>
          {T.stopCanary}
        </Button>
      ) : null}
      {row.live ? null : (
        <fieldset>
          <legend>{T.canaryLegend}</legend>
          <div role="radiogroup" aria-label={T.canaryAudience}>
            <label>
              <input
                type="radio"
                name="audience"
                checked={audience === 'share'}
                onChange={() => setAudience('share')}
              />{' '}
              {T.canaryForShare}
            </label>
            <label>
              <input
                type="radio"
                name="audience"
                checked={audience === 'admins'}
                onChange={() => setAudience('admins')}
              />{' '}
              {T.canaryForAdmins}
            </label>
          </div>
          {audience === 'share' ? (
            <TextField
              label={T.canaryShareLabel}
              type="number"
              min={1}
              max={99}
              value={share}
              onChange={(event) => setShare(event.target.value)}
            />
          ) : null}
          <Button
            variant="secondary"
            loading={busy}
            onClick={run(
              '/api/admin/releases/canary',
              audience === 'admins'
                ? { remote, version, audience }
                : { remote, version, audience, share: shareValue },
            )}
          >
            {T.startCanary}
          </Button>
        </fieldset>
      )}
    </Dialog>
  );
}
