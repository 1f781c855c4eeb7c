import { act, renderHook } from '@testing-library/react';
import type { FormEvent } from 'react';
import { useFormSubmit } from './useFormSubmit';

const submitEvent = () => ({ preventDefault: jest.fn() }) as unknown as FormEvent;

describe('useFormSubmit', () => {
  it('sends nothing while the values do not pass', async () => {
    const send = jest.fn();
    const { result } = renderHook(() => useFormSubmit(() => undefined, send));
    await act(() => result.current.submit(submitEvent()));
    expect(send).not.toHaveBeenCalled();
    expect(result.current.busy).toBe(false);
  });

  it('shows the messages of a failed call, counts it and lets the user send again', async () => {
    const { result } = renderHook(() =>
      useFormSubmit(
        () => ({ email: 'ana@example.ro' }),
        () => Promise.reject(new Error('x')),
        () => ['Serverul nu răspunde.'],
      ),
    );
    await act(() => result.current.submit(submitEvent()));
    expect(result.current).toMatchObject({
      failure: ['Serverul nu răspunde.'],
      failedAttempts: 1,
      busy: false,
      done: false,
    });
    act(() => result.current.clearFailure());
    expect(result.current.failure).toEqual([]);
  });

  it('sends the checked values once and stays busy after a success', async () => {
    const send = jest.fn(() => Promise.resolve());
    const { result } = renderHook(() => useFormSubmit(() => ({ email: 'ana@example.ro' }), send));
    await act(() => result.current.submit(submitEvent()));
    expect(send).toHaveBeenCalledWith({ email: 'ana@example.ro' });
    expect(result.current).toMatchObject({ done: true, busy: true, failure: [], failedAttempts: 0 });
  });
});
