/// <reference types="vite/client" />
/**
 * Registers the service worker that vite-plugin-pwa writes next to index.html in the production
 * build (scripts/build/installable-app.ts), so that after one visit the app loads with no network.
 *
 * Not under the dev server (`npm start`): it would cache modules that change on every edit, and
 * there is no sw.js there. Not where browsers withhold service workers (a page over plain http
 * from a LAN address is not a secure context): the app then simply needs the network, as before.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // relative to the page, like every other URL of the build, so it works under any path
  const register = () =>
    navigator.serviceWorker.register('./sw.js', { scope: './' }).catch((e: unknown) => {
      // offline, the browser cannot fetch sw.js to look for a new version; the cached one still runs
      console.info('service worker not updated:', e);
    });
  // after the page's own loading, which the precache downloads would otherwise compete with
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}
