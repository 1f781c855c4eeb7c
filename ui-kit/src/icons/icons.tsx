import * as ICON_PATHS from './iconPaths';
import { type IconProps, PathIcon } from './PathIcon';

export type { IconProps } from './PathIcon';

/** Every icon by name: whoever draws icons through `Icon` carries the whole set (`PathIcon` takes one path). */
const PATHS = {
  menu: ICON_PATHS.menuIconPath,
  close: ICON_PATHS.closeIconPath,
  search: ICON_PATHS.searchIconPath,
  chevronLeft: ICON_PATHS.chevronLeftIconPath,
  chevronRight: ICON_PATHS.chevronRightIconPath,
  firstPage: ICON_PATHS.firstPageIconPath,
  lastPage: ICON_PATHS.lastPageIconPath,
  arrowUp: ICON_PATHS.arrowUpIconPath,
  arrowDown: ICON_PATHS.arrowDownIconPath,
  sort: ICON_PATHS.sortIconPath,
  filter: ICON_PATHS.filterIconPath,
  filterOff: ICON_PATHS.filterOffIconPath,
  star: ICON_PATHS.starIconPath,
  starHalf: ICON_PATHS.starHalfIconPath,
  starOutline: ICON_PATHS.starOutlineIconPath,
  person: ICON_PATHS.personIconPath,
  key: ICON_PATHS.keyIconPath,
  logout: ICON_PATHS.logoutIconPath,
  delete: ICON_PATHS.deleteIconPath,
  edit: ICON_PATHS.editIconPath,
  check: ICON_PATHS.checkIconPath,
  info: ICON_PATHS.infoIconPath,
  warning: ICON_PATHS.warningIconPath,
  success: ICON_PATHS.successIconPath,
  error: ICON_PATHS.errorIconPath,
  darkMode: ICON_PATHS.darkModeIconPath,
  lightMode: ICON_PATHS.lightModeIconPath,
  expandMore: ICON_PATHS.expandMoreIconPath,
  expandLess: ICON_PATHS.expandLessIconPath,
  openInNew: ICON_PATHS.openInNewIconPath,
  hourglass: ICON_PATHS.hourglassIconPath,
  favorite: ICON_PATHS.favoriteIconPath,
  add: ICON_PATHS.addIconPath,
  power: ICON_PATHS.powerIconPath,
  shield: ICON_PATHS.shieldIconPath,
  public: ICON_PATHS.publicIconPath,
  lock: ICON_PATHS.lockIconPath,
  storage: ICON_PATHS.storageIconPath,
  visibilityOff: ICON_PATHS.visibilityOffIconPath,
} as const;

export type IconName = keyof typeof PATHS;

export const ICON_NAMES = Object.keys(PATHS) as IconName[];

/** One of the kit's icons by name; decorative (aria-hidden) unless given a title, which becomes its name. */
export function Icon({ name, ...rest }: IconProps & { name: IconName }) {
  return <PathIcon path={PATHS[name]} {...rest} />;
}
