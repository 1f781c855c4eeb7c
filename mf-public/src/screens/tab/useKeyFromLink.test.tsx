import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { useKeyFromLink } from './useKeyFromLink';

function linkedTo(address: string) {
  const setSemitones = jest.fn();
  const setCapo = jest.fn();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[address]}>{children}</MemoryRouter>
  );
  const { result } = renderHook(
    () => {
      useKeyFromLink(setSemitones, setCapo);
      return useLocation();
    },
    { wrapper },
  );
  return { setSemitones, setCapo, location: () => result.current };
}

describe('a link that opens the song in a key and with a capo', () => {
  it('applies the fret once and leaves the address without it', () => {
    const { setCapo, setSemitones, location } = linkedTo('/acorduri/ana/cantec?capo=2&x=1');
    expect(setCapo).toHaveBeenCalledTimes(1);
    expect(setCapo).toHaveBeenCalledWith(2);
    expect(setSemitones).not.toHaveBeenCalled();
    expect(location().search).toBe('?x=1');
  });

  it("applies a songbook's key and capo together", () => {
    const { setCapo, setSemitones, location } = linkedTo('/acorduri/ana/cantec?transpunere=-3&capo=1');
    expect(setSemitones).toHaveBeenCalledWith(-3);
    expect(setCapo).toHaveBeenCalledWith(1);
    expect(location().search).toBe('');
  });

  it('ignores a value out of range or not a number', () => {
    for (const address of ['/t?capo=12', '/t?capo=-1', '/t?capo=doi', '/t?transpunere=12', '/t']) {
      const { setCapo, setSemitones, location } = linkedTo(address);
      expect(setCapo).not.toHaveBeenCalled();
      expect(setSemitones).not.toHaveBeenCalled();
      expect(location().search).toBe('');
    }
  });
});
