/**
 * A tab page's own title, 'Titlu – Artist' (issue #15), the same in the served head and in the browser. Not in
 * routeMeta: a screen that names a tab page must not carry the whole route table with it (#28).
 */
export function tabPageTitle(title: string, artistName: string): string {
  return `${title} – ${artistName}`;
}
