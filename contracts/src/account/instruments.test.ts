import { decodeInstruments, encodeInstruments, INSTRUMENTS } from './instruments';

describe('instrument codes (admin.md §3: a 20-character 0/1 string)', () => {
  it('names the twenty instruments in the order of the spec', () => {
    expect(INSTRUMENTS).toEqual([
      'Pian',
      'Acordeon',
      'Orgă electronică',
      'Chitară clasică',
      'Chitară folk',
      'Chitară electrică',
      'Chitară bass',
      'Vioară',
      'Violoncel',
      'Contrabas',
      'Harpă',
      'Percuție',
      'Trompetă',
      'Trombon',
      'Saxofon',
      'Clarinet',
      'Fluier',
      'Flaut',
      'Nai',
      'Muzicuță',
    ]);
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
