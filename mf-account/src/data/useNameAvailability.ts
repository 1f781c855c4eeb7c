import { nameAvailableSchema, VALIDATION_OPTIONS } from '@acorduri/contracts';
import { useDebounce } from '@acorduri/ui-kit';
import { useEffect, useState } from 'react';
import { isNameAvailable } from './accountCalls';

/** The server is asked only after the name stopped changing for this long (spec §9). */
export const NAME_CHECK_DELAY_MS = 700;

export type NameAvailability = 'idle' | 'checking' | 'available' | 'unavailable';

const isValidName = (name: string) => !nameAvailableSchema.validate({ name }, VALIDATION_OPTIONS).error;

/**
 * Whether the typed registration name is free: nothing for an invalid name, otherwise 700 ms after the last
 * keystroke the server is asked. A failed check says nothing (the registration call has the last word).
 */
export function useNameAvailability(name: string): NameAvailability {
  const settledName = useDebounce(name, NAME_CHECK_DELAY_MS);
  const [result, setResult] = useState<{ name: string; status: NameAvailability }>({
    name: '',
    status: 'idle',
  });

  useEffect(() => {
    if (!isValidName(settledName)) return;
    const controller = new AbortController();
    setResult({ name: settledName, status: 'checking' });
    isNameAvailable(settledName.trim(), controller.signal)
      .then((available) =>
        setResult({ name: settledName, status: available === true ? 'available' : 'unavailable' }),
      )
      .catch(() => {
        if (!controller.signal.aborted) setResult({ name: settledName, status: 'idle' });
      });
    return () => controller.abort();
  }, [settledName]);

  // A result belongs to the name it was asked for; while the user keeps typing nothing is claimed.
  return result.name === name && isValidName(name) ? result.status : 'idle';
}
