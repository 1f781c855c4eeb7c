import { PATHS } from '@acorduri/contracts';
import type { NavEntry } from '@acorduri/ui-kit';
import { NAV_LABELS } from '../messages';

export type NavAudience = 'everyone' | 'anonymous' | 'signed-in';

interface AudienceEntry extends NavEntry {
  readonly audience: NavAudience;
}

const entry = (key: keyof typeof NAV_LABELS, audience: NavAudience = 'everyone'): AudienceEntry => ({
  id: key,
  to: PATHS[key],
  label: NAV_LABELS[key],
  audience,
});

/** The drawer's entries in the spec's order; account pages only when signed in, /login only when not. */
export const NAV_ENTRIES: readonly AudienceEntry[] = [
  entry('home'),
  entry('artists'),
  entry('lessons'),
  entry('categories'),
  entry('chordDictionary'),
  entry('playable'),
  entry('requests'),
  entry('login', 'anonymous'),
  entry('favourites', 'signed-in'),
  entry('addTab', 'signed-in'),
  entry('myTabs', 'signed-in'),
  entry('myComments', 'signed-in'),
  entry('mySongbooks', 'signed-in'),
  entry('profileSettings', 'signed-in'),
  entry('accountSettings', 'signed-in'),
  entry('community'),
  entry('contact'),
  entry('terms'),
];

export function navEntriesFor(signedIn: boolean): NavEntry[] {
  return NAV_ENTRIES.filter(
    (e) => e.audience === 'everyone' || (signedIn ? e.audience === 'signed-in' : e.audience === 'anonymous'),
  ).map(({ id, to, label }) => ({ id, to, label }));
}

/** The entry of the page being shown, for aria-current. */
export function currentEntryId(entries: readonly NavEntry[], pathname: string): string | null {
  return entries.find((e) => e.to === pathname)?.id ?? null;
}
