import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface SmtpInbox {
  port: number;
  messages: string[];
  /** The newest message to `to` after `since` messages, waiting up to 5 s for it. */
  waitForMail: (to: string, since?: number) => Promise<string>;
  close: () => Promise<void>;
}

/**
 * A real SMTP server on loopback that keeps what the app sends: the protocol is not faked. Used
 * by integration tests and by the e2e server's SMTP settings.
 */
export async function startSmtpInbox(): Promise<SmtpInbox> {
  const messages: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      let message = '';
      stream.on('data', (chunk: Buffer) => {
        message += chunk.toString('utf8');
      });
      stream.on('end', () => {
        messages.push(message);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    messages,
    async waitForMail(to, since = 0) {
      for (let attempt = 0; attempt < 50; attempt++) {
        const mail = messages.slice(since).findLast((message) => message.includes(to));
        if (mail) return mail;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`No email reached ${to}`);
    },
    close: () => new Promise<void>((resolve) => server.close(resolve)),
  };
}

/** The first link in a mail that contains `marker`, with quoted-printable soft breaks undone. */
export function linkInMail(mail: string, marker: string): string {
  const unfolded = mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const pattern = new RegExp(`https?://[^\\s"<>]*${marker}[^\\s"<>]*`);
  const link = unfolded.match(pattern)?.[0];
  if (!link) throw new Error(`No ${marker} link in the mail`);
  return link.replaceAll('&amp;', '&');
}

/** A mail's Subject header, decoded from the RFC 2047 words nodemailer writes for non-ASCII. */
export function subjectOf(mail: string): string {
  const header = mail.match(/^Subject: (.*(?:\r?\n[ \t].*)*)/m)?.[1] ?? '';
  return header
    .replace(/\?=\r?\n[ \t]+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_word, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_hex, code: string) =>
                String.fromCharCode(Number.parseInt(code, 16)),
              ),
            'latin1',
          ).toString('utf8'),
    )
    .replace(/\r?\n[ \t]+/g, ' ');
}
