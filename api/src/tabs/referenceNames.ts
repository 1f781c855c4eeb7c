import type { Types } from 'mongoose';
import { siteVersion } from '../seo/siteVersion';

/** Names kept per kind before the store starts again (an artist, user or tag is a few dozen bytes). */
const MAX_KEPT = 50_000;

/**
 * The names and slugs of the artists, users and tags that tab answers show, kept in memory by id: a tab call or
 * a list page then reads its tabs only, not three more collections. Renames, deletions and account changes are
 * changes of everything (seo/siteVersion.ts), after which every name is read again; a favourite, a vote or a
 * comment keeps them.
 */
export class ReferenceNames<Ref> {
  private readonly kept = new Map<string, Ref>();
  private version = siteVersion();

  constructor(private readonly load: (ids: readonly Types.ObjectId[]) => Promise<[string, Ref][]>) {}

  /**
   * The references of these ids, given by their hex text (those that exist), read from the database only for
   * ids not kept.
   */
  async of(ids: ReadonlyMap<string, Types.ObjectId>): Promise<ReadonlyMap<string, Ref>> {
    if (this.version !== siteVersion()) {
      this.kept.clear();
      this.version = siteVersion();
    }
    const missing: Types.ObjectId[] = [];
    for (const [text, id] of ids) if (!this.kept.has(text)) missing.push(id);
    if (missing.length === 0) return this.kept;
    const version = siteVersion();
    const loaded = await this.load(missing);
    // Names read across a change of everything may be old: answer them, keep them not.
    if (version !== siteVersion()) return new Map([...this.kept, ...loaded]);
    if (this.kept.size + loaded.length > MAX_KEPT) this.kept.clear();
    for (const [id, ref] of loaded) this.kept.set(id, ref);
    return this.kept;
  }
}
