import {
  buildPath,
  PATHS,
  type SongbookEntry,
  type SongbookEntryUpdatePayload,
  withKeyLink,
} from '@acorduri/contracts';
import { Icon, IconButton, Select, TextField } from '@acorduri/ui-kit';
import { type DragEvent, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { MESSAGES } from '../../messages';
import { CAPO_OPTIONS, SPEED_OPTIONS, TRANSPOSE_OPTIONS } from './entryOptions';

const Row = styled.li<{ $dragOver: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme, $dragOver }) => ($dragOver ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  flex-wrap: wrap;
`;

const Title = styled.span`
  flex: 1;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Handle = styled.span`
  cursor: grab;
  display: inline-flex;
`;

const Settings = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  gap: ${({ theme }) => theme.spacing.sm};
`;

const Unavailable = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface SongbookEntryRowProps {
  readonly entry: SongbookEntry;
  readonly position: number;
  readonly total: number;
  readonly onChange: (change: SongbookEntryUpdatePayload) => void;
  readonly onMove: (to: number) => void;
  readonly onRemove: () => void;
  /** Native drag and drop: the row dragged is told to the list, which moves it onto the row dropped on. */
  readonly onDragStart: () => void;
  readonly onDrop: () => void;
  /**
   * Where keyboard focus goes after a move or a removal: the move button pressed (or, when it has just become
   * disabled at the first or last place, the other one), or the row itself (the song after one removed).
   */
  readonly focus?: EntryFocus;
  readonly onFocused: () => void;
}

export type EntryFocus = 'up' | 'down' | 'row';

const labelOf = (entry: SongbookEntry) => `${entry.title} – ${entry.artistName}`;

/** One song of the editor: its key, capo, stage speed and note, saved on change; moved by buttons or drag. */
export function SongbookEntryRow(props: SongbookEntryRowProps) {
  const { entry, position, total, onChange, onMove, onRemove } = props;
  const [note, setNote] = useState(entry.note);
  const [dragOver, setDragOver] = useState(false);
  const label = labelOf(entry);
  const number = (value: string | null) => Number(value ?? 0);
  const row = useRef<HTMLLIElement>(null);
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  const { focus, onFocused } = props;

  useEffect(() => {
    if (!focus) return;
    const first = position === 1;
    const last = position === total;
    const target =
      focus === 'row' || (first && last)
        ? row.current
        : focus === 'up'
          ? (first ? down : up).current
          : (last ? up : down).current;
    target?.focus();
    onFocused();
  }, [focus, position, total, onFocused]);

  const allowDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragOver(true);
  };

  return (
    <Row
      ref={row}
      tabIndex={-1}
      $dragOver={dragOver}
      draggable
      onDragStart={(event) => {
        event.dataTransfer.effectAllowed = 'move';
        props.onDragStart();
      }}
      onDragOver={allowDrop}
      onDragLeave={() => setDragOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setDragOver(false);
        props.onDrop();
      }}
      aria-label={`${MESSAGES.entryPosition(position, total)}: ${label}`}
    >
      <Head>
        <Handle title={MESSAGES.entryDragHandle(label)}>
          <Icon name="menu" />
        </Handle>
        <span>{position}.</span>
        <Title>
          {entry.tab ? (
            <Link
              to={withKeyLink(
                buildPath(PATHS.tab, { artistSlug: entry.tab.artist.slug, tabSlug: entry.tab.slug }),
                entry,
              )}
            >
              {label}
            </Link>
          ) : (
            label
          )}
        </Title>
        <IconButton
          ref={up}
          label={MESSAGES.entryMoveUp(label)}
          disabled={position === 1}
          onClick={() => onMove(position - 2)}
        >
          <Icon name="arrowUp" />
        </IconButton>
        <IconButton
          ref={down}
          label={MESSAGES.entryMoveDown(label)}
          disabled={position === total}
          onClick={() => onMove(position)}
        >
          <Icon name="arrowDown" />
        </IconButton>
        <IconButton label={MESSAGES.entryRemove(label)} tone="danger" onClick={onRemove}>
          <Icon name="delete" />
        </IconButton>
      </Head>
      {entry.unavailable ? (
        <Unavailable>{MESSAGES.entryUnavailable}</Unavailable>
      ) : (
        <Settings>
          <Select
            label={MESSAGES.entryTranspose}
            options={TRANSPOSE_OPTIONS}
            value={String(entry.transpose)}
            onChange={(value) => onChange({ transpose: number(value) })}
          />
          <Select
            label={MESSAGES.entryCapo}
            options={CAPO_OPTIONS}
            value={String(entry.capo)}
            onChange={(value) => onChange({ capo: number(value) })}
          />
          <Select
            label={MESSAGES.entrySpeed}
            options={SPEED_OPTIONS}
            value={String(entry.scrollSpeed)}
            onChange={(value) => onChange({ scrollSpeed: number(value) })}
          />
          <TextField
            label={MESSAGES.entryNote}
            value={note}
            maxLength={200}
            onChange={(event) => setNote(event.target.value)}
            onBlur={() => {
              if (note.trim() !== entry.note) onChange({ note });
            }}
          />
        </Settings>
      )}
    </Row>
  );
}
