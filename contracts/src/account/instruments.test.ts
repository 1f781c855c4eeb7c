import { decodeInstruments, encodeInstruments, INSTRUMENTS } from './instruments';

describe('instrument codes (admin.md §3: a 20-character 0/1 string)', () => {
  it('has twenty distinct instruments, one per code position', () => {
    expect(new Set(INSTRUMENTS).size).toBe(20);
    expect(encodeInstruments([])).toBe('0'.repeat(20));
    expect(encodeInstruments(INSTRUMENTS)).toBe('1'.repeat(20));
    expect(encodeInstruments(['Muzicuță', 'Pian'])).toBe(`1${'0'.repeat(18)}1`);
  });

  it('decodes each 1 to the instrument at its position', () => {
    expect(decodeInstruments('10000000000000000000')).toEqual(['Pian']);
    expect(decodeInstruments('00000000000000000001')).toEqual(['Muzicuță']);
    expect(decodeInstruments('00010110000000000100')).toEqual([
      'Chitară clasică',
      'Chitară electrică',
      'Chitară bass',
      'Flaut',
    ]);
    expect(decodeInstruments('1'.repeat(20))).toEqual([...INSTRUMENTS]);
    expect(decodeInstruments('0'.repeat(20))).toEqual([]);
  });

  it('reads a short or malformed code only where it has a 1', () => {
    expect(decodeInstruments('')).toEqual([]);
    expect(decodeInstruments('01')).toEqual(['Acordeon']);
    expect(decodeInstruments('x1y')).toEqual(['Acordeon']);
  });

  it('encodes back to the same string', () => {
    const code = '01100000100000010001';
    expect(encodeInstruments(decodeInstruments(code))).toBe(code);
  });
});
