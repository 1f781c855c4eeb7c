import { Spinner } from '@acorduri/ui-kit';
import { Suspense } from 'react';
import { MESSAGES } from '../messages';
import { RemoteBoundary } from './RemoteBoundary';
import { lazyRemote } from './remoteParts';

interface AddToSongbookProps {
  readonly tabId: string;
  readonly title: string;
  readonly compact?: boolean;
}

/** mf-account's 'Adaugă în cântece' button and dialog (it owns songbooks); nothing shows if it cannot load. */
const RemoteAddToSongbook = lazyRemote<AddToSongbookProps>('mf_account/AddToSongbook');

export function AddToSongbook(props: AddToSongbookProps) {
  return (
    <RemoteBoundary fallback={null}>
      <Suspense fallback={<Spinner inline size="sm" label={MESSAGES.loading} />}>
        <RemoteAddToSongbook {...props} />
      </Suspense>
    </RemoteBoundary>
  );
}
