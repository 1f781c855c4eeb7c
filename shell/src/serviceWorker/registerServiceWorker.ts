import { onOfflineReadingRequested } from '@acorduri/contracts';

/** Where the service worker is served: the site root, so its scope is the whole site. */
export const SERVICE_WORKER_URL = '/sw.js';

const register = () => {
  navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' }).catch(() => undefined);
};

/**
 * The offline-reading service worker (src/serviceWorker/sw.ts) is installed only for readers who ask for it
 * ('Disponibil offline' sends `requestOfflineReading()`): ordinary visits stay as light as before. Where it is
 * already installed, each visit registers it again after the page has loaded, so a new build of it is picked
 * up. Browsers without service workers, or a failed registration, simply keep reading from the network.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || process.env.NODE_ENV !== 'production') return;
  onOfflineReadingRequested(register);
  const updateInstalled = () => {
    void navigator.serviceWorker.getRegistration('/').then((installed) => installed && register());
  };
  if (document.readyState === 'complete') updateInstalled();
  else window.addEventListener('load', updateInstalled, { once: true });
}
