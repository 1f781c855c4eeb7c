import { SEARCH_MESSAGES } from '@acorduri/contracts';

/**
 * Every Romanian string the kit shows by default, in one place. Components take label props to override them.
 * Strings quoted by the product spec are copied exactly, including its ş/ţ cedilla forms where it uses them.
 */
export const MESSAGES = {
  loading: 'Se încarcă...',
  retry: 'Reîncearcă',
  errorTitle: 'A apărut o eroare',
  close: 'Închide',
  yes: 'Da',
  no: 'Nu',
  confirmTitle: 'Confirmare',
  noResults: 'Nu există rezultate.',

  openMenu: 'Deschide meniul',
  closeMenu: 'Închide meniul',
  navigation: 'Navigare principală',
  breadcrumbs: 'Cale de navigare',
  home: 'Acasă',
  themeToDark: 'Activează tema întunecată',
  themeToLight: 'Activează tema luminoasă',

  remove: (what: string) => `Elimină ${what}`.trim(),
  clearSelection: 'Șterge selecția',
  selectPlaceholder: 'Alege...',
  noOptions: 'Nicio opțiune',
  requiredMark: 'obligatoriu',

  search: 'Caută',
  searchPlaceholder: 'Căutare...',
  clearSearch: 'Șterge căutarea',
  searchSuggestions: 'Sugestii',
  searchTooLong: SEARCH_MESSAGES.tooLong,
  searchInvalidChars: SEARCH_MESSAGES.invalidCharacters,

  rowsPerPage: 'Rânduri pe pagină',
  firstPage: 'Prima pagină',
  previousPage: 'Pagina anterioară',
  nextPage: 'Pagina următoare',
  lastPage: 'Ultima pagină',
  rangeOf: (from: number, to: number, total: number) => `${from}–${to} din ${total}`,
  pagination: 'Paginare',

  selectRow: 'Selectează rândul',
  selectAllRows: 'Selectează toate rândurile de pe pagină',
  selectedCount: (count: number) => (count === 1 ? '1 rând selectat' : `${count} rânduri selectate`),
  sortAscending: 'sortat crescător',
  sortDescending: 'sortat descrescător',

  sort: 'Sortare',
  filters: 'Filtre',
  clearFilters: 'Șterge filtrele',
  activeFilters: (count: number) => (count === 1 ? '(1 filtru activ)' : `(${count} filtre active)`),

  ratingLabel: (value: string) => `Rating: ${value} din 5`,
  ratingCount: (count: number) => (count === 1 ? '1 vot' : `${count} voturi`),
  ratingInput: 'Acordă un rating',
  starValue: (value: string) => (value === '1' ? '1 stea' : `${value} stele`),

  cookieMessage:
    'Folosim cookie-uri proprii și ale terților pentru funcționarea site-ului și pentru personalizarea reclamelor.',
  cookieAccept: 'De acord',
  cookieTerms: 'Termeni și condiții',
  cookieRegion: 'Consimțământ cookie-uri',

  alphabet: 'Litere',
  userMenu: 'Contul meu',
  signOut: 'Deconectare',
  loadMore: 'Încarcă mai multe',
} as const;

export type Messages = typeof MESSAGES;
