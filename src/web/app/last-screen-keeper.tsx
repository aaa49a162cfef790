import { readAppLockSettings } from '@web/features/app-lock/app-lock-store';
import { forgetLastScreens, keepLastScreen } from '@web/lib/last-screen/last-screen';
import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Long enough for a screen's kept data to be drawn, and for a fresh answer to arrive. */
const KEEP_AFTER_MS = 1_500;

/**
 * Keeps the picture of the screen on view (lib/last-screen): a moment after it opens, and when
 * the app goes to the background (the screen a reopen most likely starts on), not when the page
 * itself is left. Never with the app lock on: nothing of the couple may show before the lock
 * screen.
 */
export function LastScreenKeeper() {
  const { pathname } = useLocation();
  useEffect(() => {
    const keep = () => {
      if (readAppLockSettings() !== null) return void forgetLastScreens();
      void keepLastScreen(pathname).catch(() => {});
    };
    const timer = window.setTimeout(keep, KEEP_AFTER_MS);
    // Not when the page itself goes (a reload, a link out): writing a large picture then held
    // up the next page's read of the device cache past its wait, and what it had kept of
    // screens not on view was dropped. The page going fires pagehide before visibilitychange.
    let isLeaving = false;
    const markLeaving = () => {
      isLeaving = true;
    };
    const keepWhenHidden = () => {
      if (document.visibilityState === 'hidden' && !isLeaving) keep();
    };
    window.addEventListener('pagehide', markLeaving);
    document.addEventListener('visibilitychange', keepWhenHidden);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('pagehide', markLeaving);
      document.removeEventListener('visibilitychange', keepWhenHidden);
    };
  }, [pathname]);
  return null;
}
