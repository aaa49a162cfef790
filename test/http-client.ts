import type { TestApp } from './test-app';

export interface JsonResponse<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

/** A signed-in (or anonymous) caller of the real app, keeping its cookies like a browser. */
/** Status, headers and the body parsed as JSON (or left as text when it is not JSON). */
export async function readJsonResponse<T>(response: Response): Promise<JsonResponse<T>> {
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON; keep the text.
  }
  return { status: response.status, body: body as T, headers: response.headers };
}

let nextIp = 1;

export class TestClient {
  private cookies = new Map<string, string>();
  /** Each client is its own person on its own address, as the rate limiter sees them. */
  readonly ip = `10.${(nextIp >> 16) & 255}.${(nextIp >> 8) & 255}.${nextIp++ & 255}`;

  constructor(
    private readonly testApp: Pick<TestApp, 'app'>,
    readonly name = 'client',
  ) {}

  /** Forgets one cookie, as the browser does when it expires (better-auth's 5-minute cache). */
  forgetCookie(name: string): void {
    this.cookies.delete(name);
  }

  get cookieHeader(): string {
    return [...this.cookies].map(([key, value]) => `${key}=${value}`).join('; ');
  }

  async raw(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0) headers.set('cookie', this.cookieHeader);
    // The node adapter's bindings, as @hono/node-server passes them for a real socket.
    const bindings = { incoming: { socket: { remoteAddress: this.ip, remoteFamily: 'IPv4' } } };
    const response = await this.testApp.app.request(path, { ...init, headers }, bindings);
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = cookie.split(';');
      const separator = pair.indexOf('=');
      const key = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some((attribute) => /max-age=0\b/i.test(attribute.trim()));
      if (!value || expired) this.cookies.delete(key);
      else this.cookies.set(key, value);
    }
    return response;
  }

  async request<T = unknown>(
    method: string,
    path: string,
    json?: unknown,
    headers: Record<string, string> = {},
  ): Promise<JsonResponse<T>> {
    const init: RequestInit = { method, headers: { ...headers } };
    if (json !== undefined) {
      init.body = typeof json === 'string' ? json : JSON.stringify(json);
      (init.headers as Record<string, string>)['content-type'] = 'application/json';
    }
    return readJsonResponse<T>(await this.raw(path, init));
  }

  get<T = unknown>(path: string) {
    return this.request<T>('GET', path);
  }
  post<T = unknown>(path: string, json?: unknown) {
    return this.request<T>('POST', path, json ?? {});
  }
  patch<T = unknown>(path: string, json?: unknown) {
    return this.request<T>('PATCH', path, json ?? {});
  }
  put<T = unknown>(path: string, json?: unknown) {
    return this.request<T>('PUT', path, json ?? {});
  }
  delete<T = unknown>(path: string) {
    return this.request<T>('DELETE', path);
  }
}
