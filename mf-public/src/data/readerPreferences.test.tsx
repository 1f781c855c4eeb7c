import { ANA } from '@acorduri/web-testing';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { callsTo, json, mockFetch } from '../test/renderScreen';
import {
  FONT_SIZE_RANGE,
  SERVER_SAVE_DELAY_MS,
  useCapo,
  useReaderPreferences,
  useTransposition,
} from './readerPreferences';

describe('reader preferences', () => {
  it('keeps the text size within its range and remembers it in this browser', () => {
    const first = renderHook(() => useReaderPreferences());
    act(() => first.result.current[1]({ fontSize: 99 }));
    expect(first.result.current[0].fontSize).toBe(FONT_SIZE_RANGE.max);
    first.unmount();
    const second = renderHook(() => useReaderPreferences());
    expect(second.result.current[0]).toEqual({ fontSize: FONT_SIZE_RANGE.max, scrollSpeed: 3 });
  });

  it('wraps transposition at an octave and remembers it per tab', () => {
    const tabA = renderHook(() => useTransposition('a'));
    act(() => tabA.result.current[1](12));
    expect(tabA.result.current[0]).toBe(0);
    act(() => tabA.result.current[1](-13));
    expect(tabA.result.current[0]).toBe(-1);
    expect(renderHook(() => useTransposition('a')).result.current[0]).toBe(-1);
    expect(renderHook(() => useTransposition('b')).result.current[0]).toBe(0);
  });
});

describe('key and capo of a signed-in reader', () => {
  const TAB = 'a'.repeat(24);
  const PATH = `/api/user/reader-preferences/${TAB}`;
  const fresh = ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
  );
  const both = () => ({ key: useTransposition(TAB), capo: useCapo(TAB) });

  beforeEach(() => window.localStorage.clear());
  afterEach(() => jest.useRealTimers());

  it('takes the value stored on the server over this browser’s memory', async () => {
    window.localStorage.setItem(`acorduri:transpose:${TAB}`, JSON.stringify({ semitones: 5 }));
    mockFetch((url) => {
      if (url === '/api/account') return json(ANA);
      if (url === PATH) return json({ preference: { transpose: -2, capo: 3 } });
      return undefined;
    });
    const { result } = renderHook(both, { wrapper: fresh });
    await waitFor(() => expect(result.current.key[0]).toBe(-2));
    expect(result.current.capo[0]).toBe(3);
    expect(JSON.parse(window.localStorage.getItem(`acorduri:capo:${TAB}`) ?? '{}')).toEqual({ fret: 3 });
  });

  it('keeps the local value when the server has none, and saves a change once the clicks stop', async () => {
    window.localStorage.setItem(`acorduri:transpose:${TAB}`, JSON.stringify({ semitones: 4 }));
    const fetchMock = mockFetch((url, init) => {
      if (url === '/api/account') return json(ANA);
      if (url === PATH && init?.method === 'PUT') return json(JSON.parse(String(init.body)));
      if (url === PATH) return json({ preference: null });
      return undefined;
    });
    const { result } = renderHook(both, { wrapper: fresh });
    await waitFor(() => expect(callsTo(fetchMock, PATH)).toHaveLength(1));
    expect(result.current.key[0]).toBe(4);
    jest.useFakeTimers();
    act(() => result.current.key[1](5));
    act(() => result.current.capo[1](2));
    expect(callsTo(fetchMock, PATH)).toHaveLength(1);
    act(() => jest.advanceTimersByTime(SERVER_SAVE_DELAY_MS));
    const saves = callsTo(fetchMock, PATH).filter((call) => call.init?.method === 'PUT');
    expect(saves.map((call) => JSON.parse(String(call.init?.body)))).toEqual([{ transpose: 5, capo: 2 }]);
  });

  it('never calls the server for an anonymous reader', async () => {
    const fetchMock = mockFetch(() => undefined);
    const { result } = renderHook(both, { wrapper: fresh });
    await waitFor(() => expect(callsTo(fetchMock, '/api/account')).toHaveLength(1));
    jest.useFakeTimers();
    act(() => result.current.key[1](3));
    act(() => jest.advanceTimersByTime(SERVER_SAVE_DELAY_MS));
    expect(callsTo(fetchMock, '/api/user')).toEqual([]);
    expect(result.current.key[0]).toBe(3);
  });
});
