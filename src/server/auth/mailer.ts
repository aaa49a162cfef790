import type { TConfig } from '@server/config';
import nodemailer from 'nodemailer';

export interface Mailer {
  send: (message: { to: string; subject: string; text: string; html: string }) => Promise<void>;
}

export function createMailer(config: TConfig): Mailer | null {
  const { smtp } = config;
  if (!smtp) return null;
  const transport = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    auth: smtp.user ? { user: smtp.user, pass: smtp.password ?? '' } : undefined,
  });
  return {
    send: async (message) => {
      await transport.sendMail({ from: config.SMTP_FROM, ...message });
    },
  };
}

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
