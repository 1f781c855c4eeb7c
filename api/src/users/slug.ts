/**
 * The profile address of a name: lowercase ASCII letters, digits and hyphens ("Ștefan Țăran_2" → "stefan-taran-2").
 * Two names with the same slug count as the same name.
 */
export function slugOfName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
