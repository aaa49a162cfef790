import { boot } from './app/boot';
import './lib/i18n';
import './styles/globals.css';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');
boot(root);

// Installable and quick to reopen: the service worker keeps the app shell (never API data).
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {});
  });
}
