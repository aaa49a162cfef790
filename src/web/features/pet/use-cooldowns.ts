import { PET_ACTIONS, type TPetAction } from '@shared/domain/pet';
import { useEffect, useMemo, useState } from 'react';

type Cooldowns = Record<TPetAction, number>;

/**
 * The seconds left on each of my cooldowns, counting down live. The server tells how many were
 * left when it answered (`receivedAt`); the clock here only counts from that moment, so a device
 * with a wrong clock still shows the right wait.
 */
export function useCooldowns(cooldowns: Cooldowns | undefined, receivedAt: number): Cooldowns {
  const readyAt = useMemo(() => {
    const times = { fed: 0, played: 0, pet: 0, sleep: 0 };
    for (const action of PET_ACTIONS)
      times[action] = receivedAt + (cooldowns?.[action] ?? 0) * 1000;
    return times;
  }, [cooldowns, receivedAt]);
  // The first render counts as of the answer, the same on the server and in the browser that
  // takes its page over (a clock read here would differ by the seconds between the two); the
  // effect below moves it to now before the countdown runs.
  const [now, setNow] = useState(receivedAt);
  const latest = Math.max(...Object.values(readyAt));

  useEffect(() => {
    setNow(Date.now());
    if (latest <= Date.now()) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= latest) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [latest]);

  const left = { fed: 0, played: 0, pet: 0, sleep: 0 };
  for (const action of PET_ACTIONS) {
    left[action] = Math.max(0, Math.ceil((readyAt[action] - now) / 1000));
  }
  return left;
}
