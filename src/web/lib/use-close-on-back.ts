import { useEffect, useRef } from 'react';

/** Marks the history entry an open sheet adds, with the sheet's own id. */
const SHEET_ENTRY = 'juntosSheet';

const entryOnTop = (): unknown =>
  (window.history.state as Record<string, unknown> | null)?.[SHEET_ENTRY];

/**
 * A sheet that closed and whose entry is about to be taken off. Its `history.back()` waits one
 * task, so that a sheet opening in the same render (one step of a form replacing the previous
 * one) takes the entry over instead: back() is asynchronous, and a push right after it would be
 * undone by the late popstate, closing the new sheet at once.
 */
let leaving: { id: string; timer: ReturnType<typeof setTimeout> } | null = null;

function takeEntry(id: string) {
  const state = { ...window.history.state, [SHEET_ENTRY]: id };
  if (leaving && entryOnTop() === leaving.id) {
    clearTimeout(leaving.timer);
    leaving = null;
    window.history.replaceState(state, '');
  } else {
    window.history.pushState(state, '');
  }
}

function releaseEntry(id: string) {
  if (entryOnTop() !== id) return;
  const timer = setTimeout(() => {
    if (leaving?.id === id) leaving = null;
    if (entryOnTop() === id) window.history.back();
  }, 0);
  leaving = { id, timer };
}

/**
 * A phone's back button closes what is open over the screen instead of leaving the screen (and
 * losing what was typed). While `isOpen`, one history entry of the same address stands for the
 * sheet: back removes it and calls `onBack`, which may answer `false` to stay open (a form that
 * first asks whether to discard what was typed); the entry is then put back. Closed any other
 * way, the sheet takes its entry off again, unless a navigation already went on from it or the
 * next sheet took it over.
 */
export function useCloseOnBack(isOpen: boolean, onBack: () => boolean | undefined) {
  const onBackRef = useRef(onBack);
  onBackRef.current = onBack;

  useEffect(() => {
    if (!isOpen) return;
    const id = crypto.randomUUID();
    takeEntry(id);
    let isGone = false;
    const onPopState = () => {
      if (isGone || entryOnTop() === id) return;
      if (onBackRef.current() === false) takeEntry(id);
      else isGone = true;
    };
    window.addEventListener('popstate', onPopState);
    return () => {
      window.removeEventListener('popstate', onPopState);
      if (!isGone) releaseEntry(id);
    };
  }, [isOpen]);
}
