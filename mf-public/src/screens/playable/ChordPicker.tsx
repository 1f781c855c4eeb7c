import { Button, closeIconPath, IconButton, PathIcon, Spinner, TextField } from '@acorduri/ui-kit';
import { type FormEvent, Suspense, useState } from 'react';
import styled from 'styled-components';
import { RemoteBoundary } from '../../components/RemoteBoundary';
import { lazyRemote } from '../../components/remoteParts';
import { PLAYABLE_MESSAGES as M, MESSAGES } from '../../messages';
import { addChord, type ChordChoice, OFFERED_CHORDS, toggleChord } from './chordChoice';

/** mf-chords' diagram of one chord, on the instrument the reader last chose. */
const ChordDiagram = lazyRemote<{ name: string; listen?: boolean }>('mf_chords/ChordDiagram');

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(92px, 1fr));
  gap: ${({ theme }) => theme.spacing.sm};
`;

/** A whole diagram is the target: easy to hit with a thumb. */
const DiagramButton = styled.button`
  width: 100%;
  min-height: 48px;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 2px;
  padding: ${({ theme }) => theme.spacing.xs};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.surfaceHover};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.primary};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
  svg {
    max-width: 100%;
    height: auto;
  }
`;

const Chosen = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xs};
`;

const ChosenChord = styled.li`
  display: inline-flex;
  align-items: center;
  gap: 2px;
  padding-left: ${({ theme }) => theme.spacing.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const TypeForm = styled.form`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: ${({ theme }) => theme.spacing.md} 0;
  > :first-child {
    flex: 1;
  }
`;

interface Props {
  readonly chosen: readonly string[];
  readonly onChange: (chords: string[]) => void;
}

/** The reader's chords: tap a diagram to add or remove it, or type any chord of the dictionary. */
export function ChordPicker({ chosen, onChange }: Props) {
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const apply = (choice: ChordChoice) => {
    if (choice.ok) {
      setProblem(null);
      onChange(choice.chords);
      return true;
    }
    setProblem(choice.problem);
    return false;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = typed.trim();
    if (text === '') return;
    if (apply(addChord(chosen, text))) setTyped('');
  };

  return (
    <section aria-labelledby="picker-title">
      <h2 id="picker-title">{M.pickerTitle}</h2>
      <p>{M.pickerHint}</p>
      <Grid>
        {OFFERED_CHORDS.map((name) => (
          <li key={name}>
            <DiagramButton
              type="button"
              aria-pressed={chosen.includes(name)}
              onClick={() => apply(toggleChord(chosen, name))}
            >
              <span aria-hidden="true">
                <RemoteBoundary fallback={null}>
                  <Suspense fallback={<Spinner size="sm" label={MESSAGES.loading} />}>
                    <ChordDiagram name={name} listen={false} />
                  </Suspense>
                </RemoteBoundary>
              </span>
              {name}
            </DiagramButton>
          </li>
        ))}
      </Grid>
      <TypeForm onSubmit={submit} noValidate>
        <TextField
          label={M.typeLabel}
          placeholder={M.typePlaceholder}
          value={typed}
          autoComplete="off"
          error={problem}
          onChange={(event) => setTyped(event.target.value)}
        />
        <Button type="submit">{M.add}</Button>
      </TypeForm>
      <h3 id="chosen-title">{M.chosen}</h3>
      {chosen.length === 0 ? (
        <p>{M.noneChosen}</p>
      ) : (
        <>
          <Chosen aria-labelledby="chosen-title">
            {chosen.map((name) => (
              <ChosenChord key={name}>
                {name}
                <IconButton size="sm" label={M.remove(name)} onClick={() => apply(toggleChord(chosen, name))}>
                  <PathIcon path={closeIconPath} />
                </IconButton>
              </ChosenChord>
            ))}
          </Chosen>
          <Button variant="text" onClick={() => onChange([])}>
            {M.clear}
          </Button>
        </>
      )}
    </section>
  );
}
