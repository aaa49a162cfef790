import { TIME_ZONE_HEADER } from '@shared/domain/calendar-day';

// The server computes "today" in the person's own zone (see calendar-day.ts).
const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** An error answered by our API: `message` is an i18n key, `params` its interpolation values. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly params: Record<string, string | number> = {},
    readonly field?: string,
    /** False for messages that come from a library in plain (English) text. */
    readonly isTranslationKey = true,
  ) {
    super(message);
  }
}

interface ErrorPayload {
  error?: {
    code?: string;
    message?: string;
    params?: Record<string, string | number>;
    field?: string;
  };
  code?: string;
  message?: string;
}

/** The code of a request the person cancelled (an upload): there is nothing to report. */
export const CANCELLED_CODE = 'cancelled';

/** A failed answer as an ApiError, from its status and parsed body (fetch and XHR alike). */
export function apiErrorFrom(status: number, body: unknown): ApiError {
  const payload = body && typeof body === 'object' ? (body as ErrorPayload) : null;
  if (payload?.error?.message) {
    const { code = 'error', message, params, field } = payload.error;
    return new ApiError(status, code, message, params, field);
  }
  // better-auth's own errors: { code, message } with an English message.
  if (payload?.message) {
    return new ApiError(status, payload.code ?? 'error', payload.message, {}, undefined, false);
  }
  if (status === 429) return new ApiError(429, 'rate_limited', 'errors.tooManyRequests');
  return new ApiError(status, 'error', 'errors.generic');
}

/**
 * How requests reach the API: the browser's fetch, or on the server (src/web/entry-server.tsx)
 * the Hono app answering in-process with the visitor's cookies and time zone.
 */
type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;
let transport: ApiTransport = (path, init) => fetch(path, init);

/** The server's rendering sends the screens' requests to the app itself (never the browser). */
export function setApiTransport(serverTransport: ApiTransport) {
  transport = serverTransport;
}

/** The headers every call to our API sends. */
export const apiHeaders = (): Record<string, string> => ({
  accept: 'application/json',
  [TIME_ZONE_HEADER]: timeZone,
});

/**
 * fetch for our JSON API: same-origin cookies, JSON in and out, typed errors. A FormData `body`
 * (uploads) is sent as is, without a content-type, so the browser writes the multipart boundary.
 */
export async function apiFetch<T>(
  path: string,
  init: RequestInit & { json?: unknown } = {},
): Promise<T> {
  const { json, headers, ...rest } = init;
  const response = await transport(path, {
    credentials: 'same-origin',
    ...rest,
    headers: {
      ...apiHeaders(),
      ...(json !== undefined ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    body: json !== undefined ? JSON.stringify(json) : rest.body,
  }).catch(() => {
    throw new ApiError(0, 'network', 'errors.network');
  });
  if (!response.ok) throw apiErrorFrom(response.status, await response.json().catch(() => null));
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}
