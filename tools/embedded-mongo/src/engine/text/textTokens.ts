/**
 * Tokenising for text indexes (version 3 semantics): case- and diacritic-insensitive words, without the
 * language's stop words. mongod stems every language with Snowball; this engine strips English plural and
 * -ed/-ing endings only (Porter's step 1), and does not stem Romanian, so "cântece" does not find "cântec".
 */

/** Lower case without diacritics: "Cântă" and "canta" become the same word. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

const stopWords = (words: string) => new Set(words.split(' ').map(foldText));

const STOP_WORDS: Record<string, ReadonlySet<string>> = {
  english: stopWords(
    'a about above after again against all am an and any are as at be because been before being below between both but by can did do does doing down during each few for from further had has have having he her here hers herself him himself his how i if in into is it its itself just me more most my myself no nor not now of off on once only or other our ours ourselves out over own same she should so some such than that the their theirs them themselves then there these they this those through to too under until up very was we were what when where which while who whom why will with you your yours yourself yourselves',
  ),
  romanian: stopWords(
    'a acea aceasta această aceea acei aceia acel acela acele acelea acest acesta aceste acestea acestei acestia acestui aceşti aceştia acolo acum ai aia aibă aici al ale alea alt alta altceva alte altfel alti altii altul am anume apoi ar are as asa asta astazi astfel asupra atat atata atatea atatia ati atit atita atitea atitia atunci au avea avem aveti avut azi ba bine ca cand care careia carora caruia cat catre ce cea ceea cei ceilalti cel cele celor ceva chiar ci cind cine cineva cit cita cite citeva citi citiva cu cui cum cumva da daca dar dat de deci deja deoarece departe desi despre din dintr dintre doar dupa ea ei el ele era este eu fata fi fie fiecare fiind foarte fost i ia iar ii il imi in inainte inapoi inca incit insa intr intre isi iti la le li lor lui m ma mai mea mei mele mereu meu mi mie mine mod mult multa multe multi ne nici nimeni nimic niste noi nostri nostru noua nu numai o oricare orice oricine oricum pai parca pe pentru peste pina poate pot prea prima prin putin sa sau se si sint sintem sinteti spre sub sunt suntem sunteti ta tale te ti tine toata toate tot toti totusi tu tuturor un una unde unei unele uneori unii unor unui unul va vi voi vom vor',
  ),
};

/** mongod's language names and their ISO codes (only these two languages have stop words here). */
const LANGUAGE_ALIASES: Record<string, string> = { en: 'english', ro: 'romanian' };

/** Languages a text index accepts; others fail like mongod's unsupported language. */
export const TEXT_LANGUAGES = new Set(['none', 'english', 'en', 'romanian', 'ro']);

export function canonicalLanguage(language: string): string {
  const lower = language.toLowerCase();
  return LANGUAGE_ALIASES[lower] ?? lower;
}

/** The indexable words of a text, in order (stop words of `language` left out). */
export function textTokens(text: string, language: string): string[] {
  const canonical = canonicalLanguage(language);
  const stopWords = STOP_WORDS[canonical];
  const words = foldText(text).match(/[\p{L}\p{N}]+/gu) ?? [];
  const kept = stopWords ? words.filter((word) => !stopWords.has(word)) : words;
  return canonical === 'english' ? kept.map(stemEnglish) : kept;
}

const hasVowel = (stem: string) => /[aeiouy]/.test(stem);

/** Porter's step 1a/1b: "searching" and "searched" become "search", "ponies" "poni". */
function stemEnglish(word: string): string {
  if (word.length < 4) return word;
  let stem = word;
  if (stem.endsWith('sses') || stem.endsWith('ies')) stem = stem.slice(0, -2);
  else if (/(ch|sh|x|z)es$/.test(stem)) stem = stem.slice(0, -2);
  else if (stem.endsWith('s') && !stem.endsWith('ss') && !stem.endsWith('us')) stem = stem.slice(0, -1);
  if (stem.endsWith('eed')) return stem.length > 4 ? stem.slice(0, -1) : stem;
  const ending = ['ing', 'ed'].find(
    (suffix) => stem.endsWith(suffix) && hasVowel(stem.slice(0, -suffix.length)),
  );
  if (!ending) return stem;
  stem = stem.slice(0, -ending.length);
  if (/(at|bl|iz)$/.test(stem)) return `${stem}e`;
  if (/([^aeiouylsz])\1$/.test(stem)) return stem.slice(0, -1);
  return stem;
}
