/**
 * The address the site is reached at when it listens on `host:port`: what the start banner prints and, unless
 * PUBLIC_URL says otherwise, the origin of mailed links (the same origin keeps a signed-in reader signed in).
 * An all-interfaces host is reached through localhost.
 */
export function siteUrlOf(host: string, port: number): string {
  const reachable = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  return `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${port}`;
}
