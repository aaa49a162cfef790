import { afterFirstPaint } from './after-first-paint';

/**
 * The toaster mounts after the first paint (its ~9 KB are not needed to show a screen), or at
 * once when a toast is asked for earlier. A toast waits for the mounted toaster: sonner drops
 * what is sent before a <Toaster> listens.
 */
type Listener = () => void;
const listeners = new Set<Listener>();
let isWanted = false;
let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

export function wantToaster(): Promise<void> {
  if (!isWanted) {
    isWanted = true;
    for (const listener of listeners) listener();
  }
  return mounted;
}

export const isToasterWanted = () => isWanted;

export function subscribeToToasterWanted(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const toasterMounted = () => markMounted();

afterFirstPaint(() => void wantToaster());
