import { encryptTabBody, type TabDetail, type TabListItem } from '@acorduri/contracts';
import { json } from '@acorduri/web-testing';

export const PHOENIX = { id: 'a'.repeat(24), name: 'Phoenix', slug: 'phoenix' };
export const HOLOGRAF = { id: 'b'.repeat(24), name: 'Holograf', slug: 'holograf' };
export const ROCK = { id: 'c'.repeat(24), name: 'Rock', slug: 'rock', isPublic: true };
export const BALADA = { id: 'd'.repeat(24), name: 'Baladă', slug: 'balada', isPublic: false };

export const TAB_ID = 'e'.repeat(24);

export const CURRENT_BODY = 'Am\nNu mai vreau\nDm';
export const PROPOSED_BODY = 'Am\nNu mai vreau să plec\nDm\nE';

/** A list row of the Acorduri screen. */
export const tabRow = (change: Partial<TabListItem> = {}): TabListItem => ({
  id: TAB_ID,
  title: 'Andrii Popa',
  slug: 'andrii-popa',
  artistId: PHOENIX.id,
  artist: { id: PHOENIX.id, name: PHOENIX.name, slug: PHOENIX.slug, tempName: null },
  author: { id: 'f'.repeat(24), name: 'ana', slug: 'ana' },
  tagIds: [ROCK.id],
  tags: [{ id: ROCK.id, name: ROCK.name, slug: ROCK.slug }],
  tagsCsv: 'Rock',
  midi: null,
  gtp: 'andrii.gp5',
  rating: 4.5,
  ratingCount: 12,
  favouriteCount: 7,
  commentCount: 3,
  isPublic: true,
  isExplicit: false,
  draftAvailable: false,
  draft: null,
  preview: CURRENT_BODY.slice(0, 100),
  createdAt: '2026-01-10T10:00:00.000Z',
  updatedAt: '2026-02-10T10:00:00.000Z',
  ...change,
});

/** GET /api/admin/tab/{id}: the row plus the encrypted bodies. */
export async function tabDetail(
  change: Partial<TabListItem> = {},
  draft?: { title: string; artistId: string | null; tempArtistName?: string | null; body: string },
): Promise<TabDetail> {
  const row = tabRow(change);
  return {
    ...row,
    body: await encryptTabBody(CURRENT_BODY),
    draftAvailable: draft !== undefined,
    draft: draft
      ? {
          title: draft.title,
          artistId: draft.artistId,
          artistName: draft.artistId === HOLOGRAF.id ? HOLOGRAF.name : null,
          tempArtistName: draft.tempArtistName ?? null,
          body: await encryptTabBody(draft.body),
        }
      : null,
  };
}

/** The complete lists the dialog reads. */
export function completeLists(url: string): Response | undefined {
  if (url === '/api/admin/artist/all') return json({ artists: [PHOENIX, HOLOGRAF] });
  if (url === '/api/admin/tag/all') return json({ tags: [ROCK, BALADA] });
  return undefined;
}
