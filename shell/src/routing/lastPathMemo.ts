/**
 * Remembers a pathname lookup's last answer. The frame asks for the same path's route several times a render
 * (layout, outlet, page meta), and each of react-router's `matchRoutes` calls ranks the whole table again: on a
 * phone's first render that was tens of milliseconds spent on one answer.
 */
export function lastPathMemo<T>(lookup: (pathname: string) => T): (pathname: string) => T {
  let last: { pathname: string; answer: T } | undefined;
  return (pathname) => {
    if (last?.pathname !== pathname) last = { pathname, answer: lookup(pathname) };
    return last.answer;
  };
}
