// Public API of @acorduri/ui-kit. Everything a remote may import is re-exported here, nothing else.

export { type HighlightPart, splitHighlight } from '@acorduri/contracts';
export {
  ALPHABET_LETTERS,
  type AlphabetLetter,
  letterById,
  letterOf,
  SKIPPED_LETTER_IDS,
} from './alphabet/letters';
export { Alert, type AlertProps, type AlertSeverity } from './components/Alert/Alert';
export { AlphabetChips, type AlphabetChipsProps } from './components/AlphabetChips/AlphabetChips';
export { AppBar, type AppBarProps } from './components/AppBar/AppBar';
export { Autocomplete, type AutocompleteProps } from './components/Autocomplete/Autocomplete';
export {
  type BreadcrumbItem,
  Breadcrumbs,
  type BreadcrumbsProps,
} from './components/Breadcrumbs/Breadcrumbs';
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './components/Button/Button';
export {
  ButtonToggleGroup,
  type ButtonToggleGroupProps,
  type ToggleOption,
} from './components/ButtonToggleGroup/ButtonToggleGroup';
export { Card, type CardProps } from './components/Card/Card';
export { Checkbox, type CheckboxProps } from './components/Checkbox/Checkbox';
export { Chip, type ChipProps, type ChipTone } from './components/Chip/Chip';
export { ChipList, type ChipListProps } from './components/Chip/ChipList';
export { CookieBanner, type CookieBannerProps } from './components/CookieBanner/CookieBanner';
export { DataTable, type DataTableProps } from './components/DataTable/DataTable';
export { nextSort } from './components/DataTable/nextSort';
export type {
  BulkAction,
  DataTableColumn,
  DataTablePagination,
  RowId,
  RowTone,
  SortDirection,
  SortState,
} from './components/DataTable/types';
export { ConfirmDialog, type ConfirmDialogProps } from './components/Dialog/ConfirmDialog';
export { Dialog, type DialogProps } from './components/Dialog/Dialog';
export { Drawer, type DrawerProps } from './components/Drawer/Drawer';
export { type NavEntry, NavList, type NavListProps, navEntry } from './components/Drawer/NavList';
export { useDrawerState } from './components/Drawer/useDrawerState';
export { ErrorPanel, type ErrorPanelProps } from './components/ErrorPanel/ErrorPanel';
export { FilterPanel, type FilterPanelProps } from './components/FilterPanel/FilterPanel';
export { FieldError } from './components/FormField/FieldError';
export { type FieldControlProps, FormField, type FormFieldProps } from './components/FormField/FormField';
export { Highlight, type HighlightProps } from './components/Highlight/Highlight';
export { IconButton, type IconButtonProps } from './components/IconButton/IconButton';
export { LessonBody, type LessonBodyProps } from './components/LessonBody/LessonBody';
export { LoadMore, type LoadMoreProps } from './components/LoadMore/LoadMore';
export { Menu, type MenuItem, type MenuProps, type MenuTriggerProps } from './components/Menu/Menu';
export {
  DEFAULT_PAGE_SIZE_OPTIONS,
  lastPageIndex,
  Paginator,
  type PaginatorProps,
} from './components/Paginator/Paginator';
export {
  lazyRemote,
  RemoteBoundary,
  type RemoteBoundaryProps,
  type RemoteModuleLoader,
} from './components/RemotePart/RemotePart';
export { SearchBox, type SearchBoxProps, type SearchSuggestion } from './components/SearchBox/SearchBox';
export { Select, type SelectOption, type SelectProps } from './components/Select/Select';
export { SortMenu, type SortMenuProps, type SortOption } from './components/SortMenu/SortMenu';
export { Spinner, type SpinnerProps } from './components/Spinner/Spinner';
export { roundToHalf, StarRating, type StarRatingProps } from './components/StarRating/StarRating';
export { StarRatingInput, type StarRatingInputProps } from './components/StarRating/StarRatingInput';
export { type TabItem, Tabs, type TabsProps } from './components/Tabs/Tabs';
export { TextArea, type TextAreaProps } from './components/TextArea/TextArea';
export { TextField, type TextFieldProps } from './components/TextField/TextField';
export { ThemeToggle, type ThemeToggleProps } from './components/ThemeToggle/ThemeToggle';
export { Avatar, type AvatarProps, initialOf } from './components/UserMenu/Avatar';
export { UserMenu, type UserMenuEntry, type UserMenuProps } from './components/UserMenu/UserMenu';
export {
  type DateFormatOptions,
  type DateInput,
  formatDate,
  formatDateTime,
  formatLongDate,
  formatNumber,
  formatRelativeTime,
  LOCALE,
  toIsoDate,
} from './dates/formatDate';
export {
  COOKIE_CONSENT_MAX_AGE_S,
  COOKIE_CONSENT_NAME,
  hasCookie,
  useCookieConsent,
  writeConsentCookie,
} from './hooks/useCookieConsent';
export {
  DEFAULT_DEBOUNCE_MS,
  type DebouncedCallback,
  useDebounce,
  useDebouncedCallback,
} from './hooks/useDebounce';
export { useHighlight } from './hooks/useHighlight';
export { useIsMobile, useMediaQuery } from './hooks/useMediaQuery';
export * from './icons/iconPaths';
export { ICON_NAMES, Icon, type IconName } from './icons/icons';
export { type IconProps, PathIcon } from './icons/PathIcon';
export {
  AnchorLink,
  type KitLinkProps,
  type LinkComponent,
  LinkProvider,
  useLinkComponent,
} from './links/LinkComponent';
export { MESSAGES, type Messages } from './messages';
export { focusRing, visuallyHidden } from './styles/mixins';
export { VisuallyHidden } from './styles/VisuallyHidden';
export {
  foldDiacritics,
  foldForSearch,
  includesIgnoringDiacritics,
  normalizeRomanianCommas,
} from './text/diacritics';
export {
  isSearchable,
  SEARCH_MAX_LENGTH,
  SEARCH_MIN_LENGTH,
  type SearchTextMessages,
  validateSearchText,
} from './text/searchText';
export { AcorduriThemeProvider, type AcorduriThemeProviderProps } from './theme/AcorduriThemeProvider';
export { GlobalStyles } from './theme/GlobalStyles';
export { type ThemeModeState, useThemeMode } from './theme/ThemeModeContext';
export { THEME_STORAGE_KEY } from './theme/themeStorage';
export {
  type AcorduriTheme,
  darkTheme,
  lightTheme,
  type ThemeColors,
  type ThemeMode,
  themes,
} from './theme/themes';
export * from './theme/tokens';
