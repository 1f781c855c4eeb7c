/**
 * Remembers a pathname lookup's last answer. The frame asks for the same path's route several times a render
 * (layout, outlet, page meta), and each lookup tries the table's patterns in turn.
 */
export function lastPathMemo<T>(lookup: (pathname: string) => T): (pathname: string) => T {
  let last: { pathname: string; answer: T } | undefined;
  return (pathname) => {
    if (last?.pathname !== pathname) last = { pathname, answer: lookup(pathname) };
    return last.answer;
  };
}
