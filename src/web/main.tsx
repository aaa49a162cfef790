import './styles/globals.css';
import { SERVER_STATE_ID } from '@shared/server-render';

// The first module, kept tiny on purpose. A page that is already drawn (the server's rendering
// of the screen, or the last screen's picture the service worker put in the shell) is painted
// before the app's code is evaluated: at 4x slowdown evaluating it took ~140 ms, and the browser
// painted nothing until it was done. The plain shell has nothing to paint, and starts at once.

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

// A form sent before the app has taken the page over would reload it (no script handles it
// yet) and lose what was typed: it is held instead, and sent again by the person once live.
document.addEventListener(
  'submit',
  (event) => {
    if (document.documentElement.dataset.screen !== 'live') event.preventDefault();
  },
  true,
);

const isDrawnAlready =
  document.getElementById(SERVER_STATE_ID) !== null ||
  document.getElementById('last-screen') !== null;

/** After the next frame is painted (or a moment, in a tab that paints no frames). */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, 100);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(fallback);
        resolve();
      }, 0),
    );
  });
}

// React's renderer and the app are fetched together but evaluated apart, each in a task of its
// own (the app's chunks do not import the renderer: it is handed to them): one task for both
// took ~140 ms at 4x slowdown, and every tap on the drawn page waited for all of it.
void (isDrawnAlready ? afterNextPaint() : Promise.resolve())
  .then(() => Promise.all([import('react-dom/client'), import('./start')]))
  .then(([reactDom, { start }]) => start(root, reactDom));
