/** The ids with the one at `from` moved to `to` (both clamped to the list), the order the server is sent. */
export function moveEntry(ids: readonly string[], from: number, to: number): string[] {
  const target = Math.max(0, Math.min(ids.length - 1, to));
  const next = [...ids];
  const [moved] = next.splice(from, 1);
  if (moved === undefined) return next;
  next.splice(target, 0, moved);
  return next;
}
