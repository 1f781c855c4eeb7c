import { renderHook } from '@testing-library/react';
import { useHighlight } from './useHighlight';

describe('useHighlight', () => {
  it('returns the highlighted parts and keeps them between renders with the same input', () => {
    const { result, rerender } = renderHook(({ query }) => useHighlight('Bălan Bălan', query), {
      initialProps: { query: 'balan' },
    });
    const first = result.current;
    expect(first.filter((part) => part.highlighted).map((part) => part.text)).toEqual(['Bălan', 'Bălan']);
    rerender({ query: 'balan' });
    expect(result.current).toBe(first);
  });
});
