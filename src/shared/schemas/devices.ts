import type { TDeviceDescription } from '../domain/user-agent';

/** One signed-in session of the caller's account, as the profile's device list shows it. */
export interface TDevice extends TDeviceDescription {
  /** The session's id (never its token): what `DELETE /api/devices/:id` names. */
  id: string;
  /** ISO instant the device signed in. */
  signedInAt: string;
  /** ISO instant it was last used (to within a few minutes). */
  lastUsedAt: string;
  /** The session of the request that asked: ended with the ordinary sign-out, not from here. */
  isCurrent: boolean;
}

/** `GET /api/devices`: this device first, then the most recently used. */
export interface TDevicesResponse {
  devices: TDevice[];
}

/** `POST /api/devices/sign-out-others`: how many sessions ended. */
export interface TDevicesSignedOut {
  signedOut: number;
}
