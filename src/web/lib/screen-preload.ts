/**
 * A link about to be followed (a finger on it, the focus on it) starts its screen's code and
 * first data at once, as a first visit does (app/router.tsx `preloadScreen`): a tap then finds
 * them on their way, not waiting one after the other. The router registers how; features call
 * `preloadScreenOnIntent` from their links (lib imports nothing of app/, hence the registry).
 */
type Preloader = (pathname: string) => void;

let preloader: Preloader = () => {};

export function setScreenPreloader(next: Preloader): () => void {
  preloader = next;
  return () => {
    if (preloader === next) preloader = () => {};
  };
}

export function preloadScreenOnIntent(pathname: string): void {
  preloader(pathname);
}
