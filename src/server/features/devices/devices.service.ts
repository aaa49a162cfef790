import type { PersonActor } from '@server/auth/session-env';
import type { AppDependencies } from '@server/deps';
import { conflict, notFound } from '@server/http/errors';
import { describeUserAgent } from '@shared/domain/user-agent';
import type { TDevice, TDevicesResponse } from '@shared/schemas/devices';
import {
  deleteOtherSessions,
  deleteSessionOfUser,
  findLiveSessions,
  type SessionRow,
} from './devices.repository';

type DevicesDependencies = Pick<AppDependencies, 'db' | 'sessions'>;

// Whose sessions, and which one is asking (`actor.sessionId`): every function here acts on the
// caller's account.

function presentDevice(row: SessionRow, currentSessionId: string): TDevice {
  return {
    id: row.id,
    ...describeUserAgent(row.userAgent),
    signedInAt: row.createdAt.toISOString(),
    lastUsedAt: row.updatedAt.toISOString(),
    isCurrent: row.id === currentSessionId,
  };
}

export async function findDevices(
  { db }: DevicesDependencies,
  actor: PersonActor,
): Promise<TDevicesResponse> {
  const rows = await findLiveSessions(db, actor.userId);
  const devices = rows.map((row) => presentDevice(row, actor.sessionId));
  // This device first; the rest as the query ordered them (most recently used first).
  devices.sort((a, b) => Number(b.isCurrent) - Number(a.isCurrent));
  return { devices };
}

/**
 * The deleted sessions end everywhere: the database announces them to every instance (the
 * `sessions` trigger), and this instance forgets them at once, so no request can slip through
 * on the 5-minute cookie cache before the announcement arrives.
 */
function forgetEnded({ sessions }: DevicesDependencies, ids: string[]) {
  for (const id of ids) sessions.forget(id);
}

/** Signs one other device of the account out. Another account's session is a 404, as unknown. */
export async function endDevice(
  deps: DevicesDependencies,
  actor: PersonActor,
  sessionId: string,
): Promise<void> {
  // This device signs out with the ordinary sign-out, which also clears its cookies.
  if (sessionId === actor.sessionId) throw conflict('devices.errors.isCurrent');
  const ended = await deleteSessionOfUser(deps.db, actor.userId, sessionId, actor.sessionId);
  if (ended.length === 0) throw notFound('devices.errors.notFound');
  forgetEnded(deps, ended);
}

export async function endOtherDevices(
  deps: DevicesDependencies,
  actor: PersonActor,
): Promise<number> {
  const ended = await deleteOtherSessions(deps.db, actor.userId, actor.sessionId);
  forgetEnded(deps, ended);
  return ended.length;
}
