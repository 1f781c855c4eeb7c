import type { ChordRootList, ChordTypeList } from '@acorduri/contracts';
import type { LookupSource } from '@acorduri/list-toolkit';
import { CHORD_EDITOR_MESSAGES as M } from '../../messages';

/** The chord roots (GET /api/admin/chord/root), by their chord-name spelling. */
export const CHORD_ROOT_SOURCE: LookupSource = {
  path: '/api/admin/chord/root',
  toOptions: (data) => (data as ChordRootList).roots.map((root) => ({ value: root.name, label: root.name })),
  errorMessage: M.lookupFailed,
};

/** The chord types (GET /api/admin/chord/type): the short name and its Romanian description. */
export const CHORD_TYPE_SOURCE: LookupSource = {
  path: '/api/admin/chord/type',
  toOptions: (data) =>
    (data as ChordTypeList).types.map((type) => ({
      value: String(type.id),
      label: M.typeOption(type.name, type.fullName),
    })),
  errorMessage: M.lookupFailed,
};
