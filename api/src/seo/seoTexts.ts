/** '1 acord publicat', '5 acorduri publicate', '20 de acorduri publicate' (Romanian adds „de” from 20 on). */
function publishedTabs(count: number): string {
  if (count === 1) return 'un acord publicat';
  const rest = count % 100;
  return `${count} ${count > 0 && (rest === 0 || rest >= 20) ? 'de ' : ''}acorduri publicate`;
}

/** The Romanian texts the API writes into page heads (the screens' own titles where they have one). */
export const SEO_TEXTS = {
  home: 'Acasă',
  artists: 'Artiști',
  categories: 'Categorii',
  lessons: 'Lecții',
  community: 'Comunitate',
  /** The home screen's heading (mf-public messages), painted before its JavaScript. */
  homeHeading: 'Bine ai venit!',
  /** The cookie notice as the shell shows it (shell and ui-kit messages). */
  cookieRegion: 'Consimțământ cookie-uri',
  cookieMessage:
    'Folosim cookie-uri proprii și ale terților pentru funcționarea site-ului și pentru personalizarea reclamelor. ' +
    'Detalii în ',
  cookieTerms: 'Termeni și condiții',
  cookieAccept: 'De acord',
  /** Put before the first lyrics (contracts tabDescription) in a tab page's description. */
  tabDescriptionLead: (title: string, artist: string, key: string | undefined) =>
    `Acorduri ${title} – ${artist}${key ? `, tonalitatea ${key}` : ''}`,
  artistDescription: (name: string, titles: readonly string[], total: number) =>
    total === 0
      ? `Acorduri și cereri de melodii ${name}.`
      : `Acorduri ${name} pentru chitară și pian: ${titles.join(', ')}${total > titles.length ? ' și altele' : ''}.`,
  artistsByLetter: (letter: string) => `Artiști – ${letter.toUpperCase()}`,
  artistsByLetterDescription: (letter: string) =>
    `Artiștii al căror nume începe cu ${letter.toUpperCase()}, cu acordurile și cererile lor.`,
  categoryDescription: (name: string) => `Acorduri din categoria ${name}.`,
  profileDescription: (name: string, count: number) =>
    `Profilul lui ${name} pe Acorduri pentru chitară: ${publishedTabs(count)}.`,
  songbookDescription: (name: string, owner: string, songs: string) =>
    `Lista de cântece „${name}” a lui ${owner}: ${songs}, cu tonalitatea aleasă pentru fiecare.`,
  searchTitle: (text: string) => `Rezultatele căutării „${text}”`,
  searchDescription: (text: string) => `Acorduri și artiști găsiți pentru „${text}”.`,
} as const;
