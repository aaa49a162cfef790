import { boot, type ReactDomClient } from './app/boot';
import './lib/i18n';
import { followThemeChanges } from './lib/theme';

/** The app itself: the one boot path (docs/BOOT.md), then the service worker. */
export function start(root: HTMLElement, reactDom: ReactDomClient) {
  followThemeChanges();
  boot(root, reactDom);
  // Installable and quick to reopen: the service worker keeps the app shell (never API data).
  if (import.meta.env.PROD && 'serviceWorker' in navigator) {
    const register = () => {
      navigator.serviceWorker.register('/sw.js').catch(() => {});
      // Loaded while the worker was installing: not controlled yet, which it asks for.
      void navigator.serviceWorker.ready.then((registration) => {
        if (!navigator.serviceWorker.controller) registration.active?.postMessage('claim');
      });
    };
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register);
  }
}
