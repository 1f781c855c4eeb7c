import { dateTimeFormat, numberFormat } from './intlFormatters';

describe('kept Intl formatters', () => {
  it('gives the same formatter for the same locale and options', () => {
    expect(numberFormat('ro-RO', {})).toBe(numberFormat('ro-RO', {}));
    expect(dateTimeFormat('ro-RO', { dateStyle: 'long', timeZone: undefined })).toBe(
      dateTimeFormat('ro-RO', { dateStyle: 'long' }),
    );
  });

  it('keeps formatters of other options or locales apart', () => {
    expect(numberFormat('ro-RO', { maximumFractionDigits: 0 }).format(4.5)).not.toBe(
      numberFormat('ro-RO', {}).format(4.5),
    );
    expect(numberFormat('en-US', {}).format(4.5)).toBe('4.5');
    expect(numberFormat('ro-RO', {}).format(4.5)).toBe('4,5');
    expect(dateTimeFormat('ro-RO', { timeZone: 'UTC', dateStyle: 'short', timeStyle: 'short' })).not.toBe(
      dateTimeFormat('ro-RO', { timeZone: 'Europe/Bucharest', dateStyle: 'short', timeStyle: 'short' }),
    );
  });
});
