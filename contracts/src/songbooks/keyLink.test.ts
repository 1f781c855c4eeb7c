import { keyLinkValue, withKeyLink } from './keyLink';

describe('key links into the tab page', () => {
  it('carries a songbook entry key and capo, leaving out what is 0', () => {
    expect(withKeyLink('/acorduri/ana/dor', { transpose: 2, capo: 3 })).toBe(
      '/acorduri/ana/dor?transpunere=2&capo=3',
    );
    expect(withKeyLink('/acorduri/ana/dor', { transpose: -1, capo: 0 })).toBe(
      '/acorduri/ana/dor?transpunere=-1',
    );
    expect(withKeyLink('/acorduri/ana/dor', { transpose: 0, capo: 0 })).toBe('/acorduri/ana/dor');
  });

  it('reads back integers within range only', () => {
    expect(keyLinkValue('transpose', '-11')).toBe(-11);
    expect(keyLinkValue('transpose', '12')).toBeUndefined();
    expect(keyLinkValue('capo', '11')).toBe(11);
    expect(keyLinkValue('capo', '-1')).toBeUndefined();
    expect(keyLinkValue('capo', '2.5')).toBeUndefined();
    expect(keyLinkValue('capo', 'doi')).toBeUndefined();
    expect(keyLinkValue('capo', null)).toBeUndefined();
  });
});
