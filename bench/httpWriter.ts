// The bounded writer of bench:http's mixed run (#27): one write a second, in turn a favourite toggle, a rating, a
// comment (a signed-in reader) and a tab edit (an administrator), sent as the site's own pages send them.
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { IDEMPOTENCY_HEADER, RATING_MAX, RATING_STEP } from '@acorduri/contracts';
import type { Types } from 'mongoose';
import { SESSION_COOKIE } from '../api/src/auth/requestCookie';
import { createSession } from '../api/src/auth/session.service';
import { TabModel } from '../api/src/tabs/tab.model';
import { ROLE, type Role, UserModel } from '../api/src/users/user.model';
import type { PoolTab } from './httpPools';

const WRITE_INTERVAL_MS = 1000;
const PAUSED_POLL_MS = 50;
const SESSION_SECONDS = 86_400;
/** The line a tab edit adds to, then removes from, a tab's text: the title (so the slug) never changes. */
const EDIT_MARK = '\n(revizuit)';

type WriteKind = 'favourite' | 'rating' | 'comment' | 'tab edit';
const KINDS: readonly WriteKind[] = ['favourite', 'rating', 'comment', 'tab edit'];

export interface WriterTally {
  readonly ok: number;
  readonly failed: number;
  /** "kind: status or error" of each failed write. */
  readonly failures: readonly string[];
  /** Milliseconds each acknowledged write took. */
  readonly times: readonly number[];
}

export interface Writer {
  /** What the writer did so far. */
  tally(): WriterTally;
  /** Holds the writes back once the one in flight is done (resolves then). */
  pause(): Promise<void>;
  resume(): void;
  /** Stops after the write in flight. */
  stop(): Promise<void>;
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

async function sessionCookie(role: Role): Promise<string> {
  const user = await UserModel.findOne({ role, accountExpiryDate: null }, { _id: 1 }).lean();
  if (!user) throw new Error(`the archive has no active user of role ${role}`);
  const { token } = await createSession(user._id, SESSION_SECONDS);
  return `${SESSION_COOKIE}=${token}`;
}

interface EditableTab {
  _id: Types.ObjectId;
  title: string;
  artistId: Types.ObjectId;
  body: string;
  isPublic: boolean;
  isExplicit: boolean;
  tagIds: Types.ObjectId[];
}

/**
 * Starts writing against `base` with real sessions made in-process (the sign-in call needs the captcha). Every
 * write carries the headers a browser sends from the site's own page (`Origin`, `Sec-Fetch-Site: same-origin`)
 * and, where the front end sends one, an Idempotency-Key.
 */
export async function startWriter(base: string, tabs: readonly PoolTab[]): Promise<Writer> {
  const reader = await sessionCookie(ROLE.standard);
  const admin = await sessionCookie(ROLE.admin);
  // The admin form needs a catalogue artist and at least one category.
  const editable = tabs.filter((tab) => tab.artistId !== null && tab.tagIds.length > 0);
  if (editable.length === 0) throw new Error('no public tab with an artist and a category to edit');
  let favourite: string | null = null;
  let ok = 0;
  const failures: string[] = [];
  const times: number[] = [];

  const send = async (cookie: string, method: string, url: string, body: unknown, idempotent = false) => {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: {
        'content-type': 'application/json',
        cookie,
        origin: base,
        'sec-fetch-site': 'same-origin',
        ...(idempotent ? { [IDEMPOTENCY_HEADER]: randomBytes(16).toString('hex') } : {}),
      },
      body: JSON.stringify(body),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${res.status} ${text.slice(0, 200)}`);
  };

  const writes: Record<WriteKind, () => Promise<void>> = {
    // Added on one turn, removed on the next, as a reader tapping the heart twice.
    favourite: async () => {
      if (favourite === null) {
        const id = pick(tabs).id;
        await send(reader, 'POST', '/api/user/tab/favourites', { id });
        favourite = id;
      } else {
        await send(reader, 'DELETE', '/api/user/tab/favourites', { id: favourite });
        favourite = null;
      }
    },
    rating: () =>
      send(
        reader,
        'PUT',
        '/api/user/tab/rate',
        {
          id: pick(tabs).id,
          rating: RATING_STEP * (1 + Math.floor(Math.random() * (RATING_MAX / RATING_STEP))),
        },
        true,
      ),
    comment: () =>
      send(
        reader,
        'POST',
        '/api/user/comment',
        { tabId: pick(tabs).id, body: 'Mulțumesc, sună foarte bine!' },
        true,
      ),
    'tab edit': async () => {
      const tab = await TabModel.findById(pick(editable).id, {
        title: 1,
        artistId: 1,
        body: 1,
        isPublic: 1,
        isExplicit: 1,
        tagIds: 1,
      }).lean<EditableTab>();
      if (!tab) throw new Error('the tab to edit is gone');
      const body = tab.body.endsWith(EDIT_MARK) ? tab.body.slice(0, -EDIT_MARK.length) : tab.body + EDIT_MARK;
      await send(admin, 'PUT', '/api/admin/tab', {
        id: tab._id.toHexString(),
        title: tab.title,
        artistId: tab.artistId.toHexString(),
        body,
        isPublic: tab.isPublic,
        isExplicit: tab.isExplicit,
        tagIds: tab.tagIds.map((id) => id.toHexString()),
      });
    },
  };

  let running = true;
  let paused = false;
  let inFlight: Promise<void> = Promise.resolve();
  const writeOnce = async (kind: WriteKind) => {
    const started = performance.now();
    try {
      await writes[kind]();
      ok += 1;
      times.push(performance.now() - started);
    } catch (error) {
      failures.push(`${kind}: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  const loop = (async () => {
    for (let turn = 0; running; ) {
      const started = performance.now();
      if (!paused) {
        inFlight = writeOnce(KINDS[turn % KINDS.length] as WriteKind);
        await inFlight;
        turn += 1;
      }
      // Once a second at most: a slow write delays the next one instead of piling up.
      const left = (paused ? PAUSED_POLL_MS : WRITE_INTERVAL_MS) - (performance.now() - started);
      if (running && left > 0) await sleep(left);
    }
  })();

  return {
    tally: () => ({ ok, failed: failures.length, failures: [...failures], times: [...times] }),
    pause: () => {
      paused = true;
      return inFlight;
    },
    resume: () => {
      paused = false;
    },
    stop: async () => {
      running = false;
      await loop;
    },
  };
}
