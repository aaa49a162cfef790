import { useEffect, useRef } from 'react';

/** Marks the history entry an open sheet adds, with the sheet's own id. */
const SHEET_ENTRY = 'juntosSheet';

const entryOnTop = (): unknown =>
  (window.history.state as Record<string, unknown> | null)?.[SHEET_ENTRY];

/**
 * A phone's back button closes what is open over the screen instead of leaving the screen (and
 * losing what was typed). While `isOpen`, one history entry of the same address stands for the
 * sheet: back removes it and calls `onBack`, which may answer `false` to stay open (a form that
 * first asks whether to discard what was typed); the entry is then put back. Closed any other
 * way, the sheet takes its entry off again, unless a navigation already went on from it.
 */
export function useCloseOnBack(isOpen: boolean, onBack: () => boolean | undefined) {
  const onBackRef = useRef(onBack);
  onBackRef.current = onBack;

  useEffect(() => {
    if (!isOpen) return;
    const id = crypto.randomUUID();
    const push = () => window.history.pushState({ ...window.history.state, [SHEET_ENTRY]: id }, '');
    push();
    let isGone = false;
    const onPopState = () => {
      if (isGone || entryOnTop() === id) return;
      if (onBackRef.current() === false) push();
      else isGone = true;
    };
    window.addEventListener('popstate', onPopState);
    return () => {
      window.removeEventListener('popstate', onPopState);
      if (!isGone && entryOnTop() === id) window.history.back();
    };
  }, [isOpen]);
}
