import type { Db } from '@server/db/client';
import type { Clock } from '@server/jobs/clock';
import type { Logger } from '@server/logger';
import { describeUserAgent, deviceKey } from '@shared/domain/user-agent';
import { parse as parseCookies } from 'hono/utils/cookie';
import { emailLanguage } from './email-language';
import { isKnownDevice, KNOWN_DEVICE_COOKIE } from './known-device';
import { findNoticeRecipient, rememberDevice } from './known-devices.repository';
import type { Mailer } from './mailer';
import { newDeviceEmail } from './new-device-email';

export interface NewDeviceNoticeDependencies {
  db: Db;
  mailer: Mailer | null;
  baseURL: string;
  log: Logger;
  /** better-auth's secret, which signs the known-device cookie. */
  secret: string;
  clock: Clock;
}

/** Where the email's link leads: the profile's device list. */
export const devicesUrl = (baseURL: string) => `${baseURL.replace(/\/$/, '')}/profile#devices`;

/**
 * Runs for every new session (any way of signing in): remembers the device and, with SMTP, when
 * the account has signed in elsewhere before, emails its owner the device, the time and a link
 * to their devices if this browser is not one that signed in to the account before. A device
 * is "known" by the signed known-device cookie, not by its user agent: two iPhones with Safari
 * look alike (an ex's phone, a borrowed one), and are told apart only by that proof. A browser
 * without it is also told about when its kind of device was never seen, or not in the last
 * minute (a double submit sends one email). Never fails the sign-in: a problem is logged.
 */
export async function noticeNewDevice(
  deps: NewDeviceNoticeDependencies,
  session: { userId: string; userAgent?: string | null; createdAt?: Date },
  request: { acceptLanguage: string | null | undefined; cookie: string | null | undefined },
): Promise<void> {
  try {
    const device = describeUserAgent(session.userAgent);
    const seen = await rememberDevice(deps.db, session.userId, deviceKey(device));
    // The account's very first device is no news; a kind seen before has signed in before.
    const hadSignedIn = seen.isNew ? seen.hadOthers : seen.wasAway;
    if (!hadSignedIn || !deps.mailer) return;
    const recipient = await findNoticeRecipient(deps.db, session.userId);
    if (!recipient) return;
    const at = session.createdAt ?? deps.clock.now();
    const proof = parseCookies(request.cookie ?? '', KNOWN_DEVICE_COOKIE)[KNOWN_DEVICE_COOKIE];
    if (isKnownDevice(deps.secret, recipient.email.toLowerCase(), proof, at)) return;
    const language = emailLanguage(recipient.language, request.acceptLanguage);
    const message = newDeviceEmail({
      language,
      name: recipient.name,
      device,
      at,
      timeZone: recipient.timeZone ?? 'UTC',
      devicesUrl: devicesUrl(deps.baseURL),
    });
    // Not awaited: the sign-in answers without waiting for SMTP.
    void deps.mailer.send({ to: recipient.email, ...message }).catch((error: unknown) => {
      deps.log.error({ err: error }, 'auth: the new device email could not be sent');
    });
  } catch (error) {
    deps.log.error({ err: error }, 'auth: could not check the sign-in device');
  }
}
