import { type KeyboardEvent, type MouseEvent, useId, useState } from 'react';

export interface ComboboxOptions<T> {
  options: readonly T[];
  onSelect: (option: T) => void;
  isDisabled?: (option: T) => boolean;
}

/**
 * Shared keyboard model of the kit's comboboxes (WAI-ARIA 1.2, list autocomplete): focus stays in the input,
 * ↓/↑ open the list and move the active option (aria-activedescendant), Enter picks it, Escape closes.
 * `onKeyDown` returns true when it handled the key, so a caller can give Enter another meaning otherwise.
 */
export function useCombobox<T>({ options, onSelect, isDisabled }: ComboboxOptions<T>) {
  const [open, setOpen] = useState(false);
  const [storedIndex, setActiveIndex] = useState(-1);
  // A shorter list (new text, a server answer) must not leave a stale active option behind.
  const activeIndex = storedIndex < options.length ? storedIndex : -1;
  const listboxId = useId();
  const optionId = (index: number) => `${listboxId}-option-${index}`;
  const visible = open && options.length > 0;

  const step = (delta: number) => {
    if (options.length === 0) return;
    let next = activeIndex;
    for (let tries = 0; tries < options.length; tries += 1) {
      next = next + delta < 0 ? options.length - 1 : (next + delta) % options.length;
      const option = options[next];
      if (option !== undefined && !isDisabled?.(option)) break;
    }
    setActiveIndex(next);
  };

  const select = (index: number) => {
    const option = options[index];
    if (option === undefined || isDisabled?.(option)) return;
    onSelect(option);
    setOpen(false);
    setActiveIndex(-1);
  };

  /** Call when the typed text changes: nothing is active, so Enter keeps its meaning. */
  const typed = () => {
    setOpen(true);
    setActiveIndex(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): boolean => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) setOpen(true);
        step(1);
        return true;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) setOpen(true);
        step(-1);
        return true;
      case 'Enter':
        if (visible && activeIndex >= 0) {
          event.preventDefault();
          select(activeIndex);
          return true;
        }
        return false;
      case 'Escape':
        if (open) {
          event.preventDefault();
          setOpen(false);
          setActiveIndex(-1);
          return true;
        }
        return false;
      default:
        return false;
    }
  };

  return {
    /** The list is wanted (focus, typing, arrows). */
    open,
    /** The list is wanted and has options. */
    visible,
    setOpen,
    activeIndex,
    setActiveIndex,
    typed,
    select,
    onKeyDown,
    listboxId,
    optionId,
    /** Spread on the option at `index` (a ListOption): its id, role and active state, and picking it by mouse. */
    optionProps: (index: number) => ({
      id: optionId(index),
      role: 'option' as const,
      'aria-selected': index === activeIndex,
      $active: index === activeIndex,
      // Keep focus in the input: choosing must not blur it first.
      onMouseDown: (event: MouseEvent) => event.preventDefault(),
      onClick: () => select(index),
    }),
    inputAria: {
      role: 'combobox' as const,
      'aria-autocomplete': 'list' as const,
      'aria-expanded': visible,
      'aria-controls': listboxId,
      'aria-activedescendant': visible && activeIndex >= 0 ? optionId(activeIndex) : undefined,
    },
  };
}
