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

export function confirmationEmail(name: string, url: string) {
  const greeting = `Hola ${name} 💕`;
  const body = 'Confirma tu email para empezar a compartir vuestro espacio:';
  return {
    subject: 'Confirma tu email · Nosotros',
    text: `${greeting}\n\n${body}\n${url}\n`,
    html: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p><p><a href="${escapeHtml(url)}">Confirmar email</a></p>`,
  };
}

export function passwordResetEmail(name: string, url: string) {
  const greeting = `Hola ${name} 💕`;
  const body =
    'Alguien (esperamos que tú) ha pedido cambiar la contraseña de tu cuenta. El enlace sirve una vez, durante una hora:';
  const ignore = 'Si no lo has pedido tú, ignora este email: tu contraseña sigue igual.';
  return {
    subject: 'Cambia tu contraseña · Nosotros',
    text: `${greeting}\n\n${body}\n${url}\n\n${ignore}\n`,
    html: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p><p><a href="${escapeHtml(url)}">Elegir una contraseña nueva</a></p><p>${escapeHtml(ignore)}</p>`,
  };
}

export function emailChangeEmail(name: string, url: string) {
  const greeting = `Hola ${name} 💕`;
  const body = 'Confirma que esta es tu nueva dirección de email en Nosotros:';
  const ignore = 'Si no lo has pedido tú, ignora este email y nada cambiará.';
  return {
    subject: 'Confirma tu nuevo email · Nosotros',
    text: `${greeting}\n\n${body}\n${url}\n\n${ignore}\n`,
    html: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p><p><a href="${escapeHtml(url)}">Confirmar email</a></p><p>${escapeHtml(ignore)}</p>`,
  };
}
