import type { AdminUserView } from '@acorduri/contracts';
import { ListScreen } from '@acorduri/list-toolkit';
import { useState } from 'react';
import { UserDialog } from './UserDialog';
import { ShowUserContext } from './userCells';
import { USERS_LIST } from './usersList';

/** /users: the user list and the two-tab dialog its usernames open. */
export default function UsersScreen() {
  const [shown, setShown] = useState<AdminUserView | null>(null);
  return (
    <ShowUserContext.Provider value={setShown}>
      <ListScreen definition={USERS_LIST} />
      <UserDialog user={shown} onClose={() => setShown(null)} />
    </ShowUserContext.Provider>
  );
}
