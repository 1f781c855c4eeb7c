import { tabItem } from '../../../test/tabs';
import { isLive, shownArtist, shownTitle, tabStatus } from './tabRow';

const draft = { title: 'Titlu nou', artistId: null, artistName: null, tempArtistName: 'Trupa X' };

describe('my tabs rows', () => {
  it("says 'Public' only for a public tab without a draft", () => {
    expect(tabStatus(tabItem({ isPublic: true }))).toBe('Public');
    expect(tabStatus(tabItem({ isPublic: false }))).toBe('Așteaptă aprobarea');
    expect(tabStatus(tabItem({ isPublic: true, draftAvailable: true, draft }))).toBe('Așteaptă aprobarea');
    expect(isLive(tabItem({ isPublic: true, draftAvailable: true, draft }))).toBe(false);
  });

  it('shows the draft title and artist while a draft waits', () => {
    const tab = tabItem({ title: 'Vechi', isPublic: true, draftAvailable: true, draft });
    expect(shownTitle(tab)).toBe('Titlu nou');
    expect(shownArtist(tab)).toBe('Trupa X');
  });

  it('shows the temporary artist name of a tab whose artist is not in the catalogue', () => {
    const tab = tabItem({
      isPublic: false,
      artistId: null,
      artist: { id: null, name: '', slug: '', tempName: 'Nou' },
    });
    expect(shownArtist(tab)).toBe('Nou');
    expect(shownTitle(tab)).toBe(tab.title);
  });
});
