import { requestLogin } from '@acorduri/contracts';
import { Button } from '@acorduri/ui-kit';
import { useState } from 'react';
import { failureMessages } from '../../data/failureMessages';
import { addFavourite, removeFavourite, useFavouriteTabs } from '../../data/tabActions';
import { TAB_MESSAGES as M } from '../../messages';

/** Adds or removes the tab from the reader's favourites, with the spec's messages; anonymous → login dialog. */
export function FavouriteToggle({ tabId, signedIn }: { readonly tabId: string; readonly signedIn: boolean }) {
  const favourites = useFavouriteTabs(signedIn);
  const isFavourite = Boolean(favourites.data?.tabs.some((tab) => tab.id === tabId));
  const [message, setMessage] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function toggle() {
    if (!signedIn) {
      requestLogin('favourite');
      return;
    }
    setSending(true);
    try {
      if (isFavourite) {
        await removeFavourite(tabId);
        setMessage(M.favouriteRemoved);
      } else {
        await addFavourite(tabId);
        setMessage(M.favouriteAdded);
      }
      await favourites.mutate();
    } catch (error) {
      setMessage(failureMessages(error).join(' ') || null);
    } finally {
      setSending(false);
    }
  }

  return (
    <div data-print="hide">
      <Button variant="secondary" aria-pressed={isFavourite} loading={sending} onClick={toggle}>
        {isFavourite ? `♥ ${M.favouriteRemove}` : `♡ ${M.favouriteAdd}`}
      </Button>
      {message && <p role="status">{message}</p>}
    </div>
  );
}
