/**
 * The last screen, drawn at once on a reopen (docs/BOOT.md). When a signed-in screen has been on
 * view a moment, and when the app goes to the background, its HTML is kept in Cache Storage by
 * path; the service worker answers the next navigation to that path with the app shell and that
 * HTML before `#root` (public/sw.js), so the couple's names and photos are on screen before any
 * of the app's code has run. It is inert and hidden from assistive technology: a picture of the
 * screen, not the screen. The app renders into `#root` meanwhile (hidden by CSS while the picture
 * is there) and `takeOverLastScreen` swaps them once its own screen is drawn.
 *
 * It is the person's data, so it lives and goes with the device cache: never kept with the app
 * lock on, dropped at sign-out, on another account, and when the couple ends.
 */

/** The worker reads the same name (public/sw.js). */
export const LAST_SCREENS_CACHE = 'juntos-screens-v1';
/** What the worker writes before `#root` (public/sw.js). */
const PICTURE_ID = 'last-screen';
/** How many screens' height of the page the picture keeps, from the top. */
const FIRST_SCREENS = 1.5;
/** A page bigger than this, even cut to its first screens, is not worth keeping. */
const MAX_BYTES = 400 * 1024;
/** How long the app's own entrance animations stay still after taking over from the picture. */
const TAKEOVER_MS = 1_000;

const hasCacheStorage = () => typeof caches !== 'undefined';

/**
 * Keeps what `#root` shows now as the picture of `pathname`. Only a screen the app itself has
 * drawn (data-screen="live") that is not waiting for its data (aria-busy).
 */
export async function keepLastScreen(pathname: string): Promise<void> {
  if (!hasCacheStorage()) return;
  const root = document.getElementById('root');
  if (!root || document.documentElement.dataset.screen !== 'live') return;
  if (document.getElementById(PICTURE_ID) || root.querySelector('[aria-busy="true"]')) return;
  const html = firstScreenOf(root);
  if (html.length === 0 || html.length > MAX_BYTES) return;
  const cache = await caches.open(LAST_SCREENS_CACHE);
  await cache.put(
    pathname,
    new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } }),
  );
}

/**
 * `root`'s HTML without what lies well below the first screen (a long list's further cards):
 * a reopen starts at the top, and every element in the picture is parsed and laid out before
 * the app's own screen can be.
 */
function firstScreenOf(root: HTMLElement): string {
  const copy = root.cloneNode(true) as HTMLElement;
  const fold = window.innerHeight * FIRST_SCREENS;
  const prune = (live: Element, kept: Element) => {
    const keptChildren = [...kept.children];
    [...live.children].forEach((child, index) => {
      const twin = keptChildren[index];
      if (!twin) return;
      const box = child.getBoundingClientRect();
      const top = box.top + window.scrollY;
      const isFixed = getComputedStyle(child).position === 'fixed';
      if (!isFixed && top > fold) twin.remove();
      else if (!isFixed && top + box.height > fold) prune(child, twin);
    });
  };
  prune(root, copy);
  return copy.innerHTML;
}

/** Every kept picture goes (sign-out, another account, the couple ending, the lock turned on). */
export async function forgetLastScreens(): Promise<void> {
  if (!hasCacheStorage()) return;
  await caches.delete(LAST_SCREENS_CACHE).catch(() => false);
}

/**
 * The app has drawn its own screen: the picture leaves, and the entrance animations of what was
 * just drawn are skipped (they would fade in again what was already on view). Elements drawn
 * after that animate as usual.
 */
export function takeOverLastScreen(): void {
  const picture = document.getElementById(PICTURE_ID);
  if (!picture) return;
  const html = document.documentElement;
  html.dataset.takeover = '';
  picture.remove();
  window.setTimeout(() => delete html.dataset.takeover, TAKEOVER_MS);
}
