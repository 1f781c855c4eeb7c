/** The terms of use (spec §2 "Terms"): acceptable use, no scraping, disclaimer, data protection. */
export interface TermsSection {
  readonly title: string;
  readonly paragraphs: readonly string[];
}

export const TERMS_SECTIONS: readonly TermsSection[] = [
  {
    title: 'Utilizare acceptabilă',
    paragraphs: [
      'Folosind acest site ești de acord să publici doar conținut pe care ai dreptul să îl publici: transpuneri, ' +
        'acorduri și comentarii scrise de tine, fără mesaje jignitoare, discriminatorii, publicitare sau ilegale.',
      'Transpunerile sunt viziunile personale ale utilizatorilor asupra melodiilor și sunt destinate studiului ' +
        'și uzului personal. Administratorii pot modifica sau șterge orice conținut care încalcă aceste reguli.',
    ],
  },
  {
    title: 'Colectarea automată a datelor',
    paragraphs: [
      'Este interzisă copierea automată a conținutului (scraping), prin roboți, scripturi sau orice alt mijloc ' +
        'automat, precum și orice acțiune care încarcă excesiv serverele site-ului.',
    ],
  },
  {
    title: 'Limitarea răspunderii',
    paragraphs: [
      'Conținutul este oferit „așa cum este”, fără garanții privind corectitudinea sau completitudinea lui. ' +
        'Nu răspundem pentru eventualele pagube rezultate din folosirea informațiilor publicate pe site.',
    ],
  },
  {
    title: 'Protecția datelor personale',
    paragraphs: [
      'Adresa ta de email este păstrată doar cât timp contul există și este folosită exclusiv pentru ' +
        'autentificare, confirmări și resetarea parolei. Nu îți trimitem mesaje de marketing.',
      'Conturile inactive o perioadă îndelungată sunt dezactivate, iar datele asociate lor sunt șterse.',
      'Site-ul folosește cookie-uri proprii (sesiunea de autentificare, acordul pentru cookie-uri, preferințele ' +
        'de afișare) și cookie-uri ale unor terți, inclusiv pentru personalizarea reclamelor.',
      'Ai dreptul de acces, rectificare, ștergere, restricționare și portabilitate a datelor, precum și dreptul ' +
        'de a te opune prelucrării lor. Îți poți șterge definitiv contul și datele oricând, din pagina de setări ' +
        'a contului, prin acțiunea „Șterge cont”.',
    ],
  },
];

export const TERMS_CONTACT_INTRO =
  'Pentru orice întrebare legată de acești termeni ne poți scrie din pagina de';
export const TERMS_CONTACT_LINK = 'contact';
