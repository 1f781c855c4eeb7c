/** Where the service worker is served: the site root, so its scope is the whole site. */
export const SERVICE_WORKER_URL = '/sw.js';

/**
 * Registers the offline-reading service worker (src/serviceWorker/sw.ts) once the page has loaded, so it never
 * competes with the first paint. Browsers without service workers, or a failed registration, simply keep
 * reading from the network.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || process.env.NODE_ENV !== 'production') return;
  const register = () => {
    navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' }).catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
