import { Button } from '@acorduri/ui-kit';
import { STAGE_MESSAGES as S } from '../messages';

/** Saves `text` as a file through a temporary link (the browser's download, no server round trip). */
function download(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/x-chordpro;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/**
 * 'Exportă ChordPro': downloads what `write` returns as `fileName`; disabled while mf-chords' converter is not
 * there. The file is written on the click, not on each render of the page (the whole text converted, #28).
 */
export function ChordProButton({
  write,
  fileName,
}: {
  readonly write: (() => string | undefined) | undefined;
  readonly fileName: string;
}) {
  return (
    <Button
      size="sm"
      variant="secondary"
      disabled={write === undefined}
      title={write === undefined ? S.exportUnavailable : undefined}
      onClick={() => {
        const text = write?.();
        if (text !== undefined) download(text, fileName);
      }}
    >
      {S.exportChordPro}
    </Button>
  );
}
