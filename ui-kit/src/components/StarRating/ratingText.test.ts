import { ratingText } from './ratingText';

describe('ratingText', () => {
  it('writes every half step from 0 to 5 as the Romanian locale does', () => {
    const format = new Intl.NumberFormat('ro-RO');
    for (let value = 0; value <= 5; value += 0.5) expect(ratingText(value)).toBe(format.format(value));
  });

  it('uses a decimal comma', () => {
    expect(ratingText(4.5)).toBe('4,5');
    expect(ratingText(3)).toBe('3');
  });
});
