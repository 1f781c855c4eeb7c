import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { useCapoFromLink } from './useCapoFromLink';

function linkedTo(address: string) {
  const setCapo = jest.fn();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[address]}>{children}</MemoryRouter>
  );
  const { result } = renderHook(
    () => {
      useCapoFromLink(setCapo);
      return useLocation();
    },
    { wrapper },
  );
  return { setCapo, location: () => result.current };
}

describe('a link that puts the capo on', () => {
  it('applies the fret once and leaves the address without it', () => {
    const { setCapo, location } = linkedTo('/acorduri/ana/cantec?capo=2&x=1');
    expect(setCapo).toHaveBeenCalledTimes(1);
    expect(setCapo).toHaveBeenCalledWith(2);
    expect(location().search).toBe('?x=1');
  });

  it('ignores a fret out of range or not a number', () => {
    for (const address of ['/t?capo=12', '/t?capo=-1', '/t?capo=doi', '/t']) {
      const { setCapo, location } = linkedTo(address);
      expect(setCapo).not.toHaveBeenCalled();
      expect(location().search).toBe('');
    }
  });
});
