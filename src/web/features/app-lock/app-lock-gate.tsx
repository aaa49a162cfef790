import { lazy, type ReactNode, Suspense, useEffect, useLayoutEffect, useState } from 'react';
import {
  announceAppLockState,
  leaveApp,
  returnToApp,
  startAppLock,
  useAppLockState,
} from './app-lock-store';

const LockScreen = lazy(async () => ({ default: (await import('./lock-screen')).LockScreen }));

/**
 * Shows the app, or (with the lock on and the chosen time away passed) the lock screen INSTEAD
 * of it: the app's tree is not rendered at all while locked, so nothing of the couple is in the
 * page to be read, blurred or not. Decided in the first render, before any screen mounts.
 */
export function AppLockGate({ userId, children }: { userId: string; children: ReactNode }) {
  useState(() => startAppLock(userId));
  const state = useAppLockState();
  useLayoutEffect(announceAppLockState, []);
  useEffect(() => {
    const onVisibility = () =>
      document.visibilityState === 'hidden' ? leaveApp(userId) : returnToApp(userId);
    const onPageHide = () => leaveApp(userId);
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onPageHide);
    };
  }, [userId]);
  if (state === 'locked') {
    return (
      <Suspense fallback={<div className="min-h-dvh bg-background" />}>
        <LockScreen />
      </Suspense>
    );
  }
  return (
    <>
      {children}
      {/* Away, not yet locked: the app switcher's snapshot shows nothing of the app. */}
      {state === 'covered' && (
        <div aria-hidden="true" className="fixed inset-0 z-[200] bg-background" />
      )}
    </>
  );
}

/** Whatever floats above the screens (toasts) is hidden while the app is locked or covered. */
export function HiddenWhileLocked({ children }: { children: ReactNode }) {
  return useAppLockState() === 'open' ? children : null;
}
