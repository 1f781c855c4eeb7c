import { buildPath, PATHS, songCountLabel } from '@acorduri/contracts';
import { Link } from 'react-router';
import { useProfileSongbooks } from '../../data/songbooks';
import { SONGBOOK_PAGE_MESSAGES as M } from '../../messages';

/** The profile's public songbooks with their count, like its contributions; nothing when there are none. */
export function ProfileSongbooks({ slug, count }: { readonly slug: string; readonly count: number }) {
  const { data } = useProfileSongbooks(count > 0 ? slug : null);
  if (count === 0) return null;
  return (
    <section aria-labelledby="profile-songbooks-title">
      <h2 id="profile-songbooks-title">
        {M.profileSongbooks} ({count})
      </h2>
      <ul>
        {data?.songbooks.map((songbook) => (
          <li key={songbook.id}>
            <Link to={buildPath(PATHS.songbook, { slug: songbook.slug })}>{songbook.name}</Link> (
            {songCountLabel(songbook.entryCount)})
          </li>
        ))}
      </ul>
    </section>
  );
}
