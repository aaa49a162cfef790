import { expect } from 'vitest';
import { TEST_PASSWORD } from './fixtures';
import { TestClient } from './http-client';
import type { TestApp } from './test-app';

/** User agents as real browsers send them, for sign-ins "from" a given device. */
export const USER_AGENTS = {
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  windowsChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  androidFirefox: 'Mozilla/5.0 (Android 14; Mobile; rv:127.0) Gecko/127.0 Firefox/127.0',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
} as const;

/** A new browser of an existing account: signs in with that user agent and keeps its cookies. */
export async function signInFrom(
  testApp: Pick<TestApp, 'app'>,
  email: string,
  userAgent: string,
  headers: Record<string, string> = {},
): Promise<TestClient> {
  const client = new TestClient(testApp, userAgent);
  const response = await client.request(
    'POST',
    '/api/auth/sign-in/email',
    { email, password: TEST_PASSWORD },
    { 'user-agent': userAgent, ...headers },
  );
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return client;
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const unfolded = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < unfolded.length; i++) {
    const hex = unfolded.slice(i + 1, i + 3);
    if (unfolded[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(unfolded[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/**
 * A raw message as a person reads it: headers' encoded words (RFC 2047) and quoted-printable
 * or base64 parts decoded, so a test can look for "Safari sur iOS" rather than its encoding.
 */
export function readableMail(raw: string): string {
  const headersDecoded = raw.replace(
    /=\?UTF-8\?([QB])\?([^?]*)\?=/gi,
    (_, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  );
  const parts = headersDecoded.split(/\r?\n\r?\n/);
  return parts
    .map((part, index) => {
      const before = parts[index - 1] ?? '';
      if (/Content-Transfer-Encoding: base64\s*$/i.test(before.trim())) {
        return Buffer.from(part.replace(/\s+/g, ''), 'base64').toString('utf8');
      }
      return decodeQuotedPrintable(part);
    })
    .join('\n\n');
}
