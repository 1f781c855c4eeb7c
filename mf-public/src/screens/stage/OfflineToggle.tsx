import { requestOfflineReading, type Songbook } from '@acorduri/contracts';
import { Button } from '@acorduri/ui-kit';
import { useEffect, useState } from 'react';
import { isSavedOffline, offlineSupported, removeOffline, saveOffline } from '../../data/offlineSongbook';
import { STAGE_MESSAGES as S } from '../../messages';

type Status = 'idle' | 'saving' | 'saved' | 'removed' | 'failed';

const STATUS_TEXT: Readonly<Record<Status, string>> = {
  idle: '',
  saving: S.offlineSaving,
  saved: S.offlineSaved,
  removed: S.offlineRemoved,
  failed: S.offlineFailed,
};

/**
 * 'Disponibil offline': keeps the songbook, its songs and the scripts that show them in the offline cache the
 * service worker answers from when the network is down. A saved songbook is saved again on each online visit,
 * so the offline copy follows the changes.
 */
export function OfflineToggle({ songbook, call }: { readonly songbook: Songbook; readonly call: string }) {
  const [saved, setSaved] = useState<boolean | undefined>(undefined);
  const [status, setStatus] = useState<Status>('idle');
  const supported = offlineSupported();

  useEffect(() => {
    if (!supported) return;
    let live = true;
    void isSavedOffline(call).then((isSaved) => {
      if (!live) return;
      setSaved(isSaved);
      if (isSaved && navigator.onLine) {
        requestOfflineReading();
        void saveOffline(songbook, call).catch(() => undefined);
      }
    });
    return () => {
      live = false;
    };
  }, [supported, songbook, call]);

  if (!supported) return <span>{S.offlineUnsupported}</span>;
  const toggle = async () => {
    setStatus('saving');
    try {
      if (saved) {
        await removeOffline(songbook, call);
        setSaved(false);
        setStatus('removed');
      } else {
        requestOfflineReading();
        await saveOffline(songbook, call);
        setSaved(true);
        setStatus('saved');
      }
    } catch {
      setStatus('failed');
    }
  };
  return (
    <>
      <Button
        size="sm"
        variant={saved ? 'primary' : 'secondary'}
        aria-pressed={saved === true}
        disabled={saved === undefined || status === 'saving'}
        onClick={() => void toggle()}
      >
        {S.offline}
      </Button>
      <span role="status">{STATUS_TEXT[status]}</span>
    </>
  );
}
