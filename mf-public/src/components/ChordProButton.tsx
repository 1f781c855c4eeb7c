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

/** 'Exportă ChordPro': downloads `text` as `fileName`; disabled while mf-chords' converter is not there. */
export function ChordProButton({
  text,
  fileName,
}: {
  readonly text: string | undefined;
  readonly fileName: string;
}) {
  return (
    <Button
      size="sm"
      variant="secondary"
      disabled={text === undefined}
      title={text === undefined ? S.exportUnavailable : undefined}
      onClick={() => text !== undefined && download(text, fileName)}
    >
      {S.exportChordPro}
    </Button>
  );
}
