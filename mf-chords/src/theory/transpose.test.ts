/** @jest-environment node */
import { heardChord, shapeForChord } from './capo';
import { transposeChord } from './transpose';
import { transposeBody } from './transposeBody';

describe('transposing', () => {
  it.each([
    ['C', 2, 'D'],
    ['Am', 3, 'Cm'],
    ['E7', 1, 'F7'],
    ['B', 1, 'C'],
    ['C', -1, 'B'],
    ['G/B', 2, 'A/C#'],
    ['Eb/Bb', 2, 'F/C'],
    ['am/e', 2, 'bm/f#'],
    ['F#m7b5', 12, 'F#m7b5'],
    ['C', 1, 'C#'],
    ['C', 3, 'Eb'],
  ])('%s moved by %d is %s', (name, semitones, expected) => {
    expect(transposeChord(name, semitones)).toBe(expected);
  });

  it('spells black keys as asked', () => {
    expect(transposeChord('C', 1, { spelling: 'flat' })).toBe('Db');
    expect(transposeChord('C', 3, { spelling: 'sharp' })).toBe('D#');
    expect(transposeChord('Bbm', 0, { spelling: 'sharp' })).toBe('A#m');
  });

  it('keeps the way the chord was written', () => {
    expect(transposeChord('am', 2)).toBe('bm');
    expect(transposeChord('d', 2)).toBe('e');
    expect(transposeChord('C7+', 2)).toBe('D7+');
    expect(transposeChord('A', 2, { german: true })).toBe('H');
    expect(transposeChord('C', -2, { german: true })).toBe('B');
  });

  it('leaves text that is not a chord alone', () => {
    expect(transposeChord('Refren', 2)).toBe('Refren');
  });

  it('converts between the shape played with a capo and the chord heard', () => {
    expect(heardChord('G', 2)).toBe('A');
    expect(shapeForChord('Bb', 3)).toBe('G');
    expect(shapeForChord('F#m', 2)).toBe('Em');
  });
});

describe('transposing a tab body', () => {
  it('rewrites chord lines, keeps lyrics and chord columns', () => {
    const body = 'C     G     Am\nAm fost o zi și-am plecat\n';
    expect(transposeBody(body, 2)).toBe('D     A     Bm\nAm fost o zi și-am plecat\n');
  });

  it('moves the next chord right when a name grows, keeping one space', () => {
    expect(transposeBody('C D E\nla la la', 1, { spelling: 'common' })).toBe('C# Eb F\nla la la');
    expect(transposeBody('F# G\nla', -1, { spelling: 'sharp' })).toBe('F  F#\nla');
  });

  it('keeps labels, bar lines and repeat marks', () => {
    expect(transposeBody('Refren: Am | G (x2)', 2)).toBe('Refren: Bm | A (x2)');
  });

  it('keeps CRLF line breaks', () => {
    expect(transposeBody('C\r\nla', 2)).toBe('D\r\nla');
  });
});
