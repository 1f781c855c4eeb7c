import { useEffect, useState } from 'react';
import { UPLOAD_MESSAGES as M } from '../../messages';

/** How long an upload runs before its progress is shown: a small file is done before a bar could mean anything. */
const SHOW_AFTER_MS = 400;

/** The upload's progress bar, shown once the upload has taken more than a moment; null when nothing is sent. */
export function UploadProgress({ fraction }: { readonly fraction: number | null }) {
  const uploading = fraction !== null;
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!uploading) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), SHOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [uploading]);
  if (!uploading || !visible) return null;
  const percent = Math.round(fraction * 100);
  return (
    <p>
      <progress max={100} value={percent} aria-label={M.progress} /> {M.progressValue(percent)}
    </p>
  );
}
