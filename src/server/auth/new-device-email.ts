import type { TLanguage } from '@shared/constants';
import { formatInstant } from '@shared/domain/date-format';
import type { TDeviceDescription } from '@shared/domain/user-agent';
import { escapeHtml } from './mailer';

interface NewDeviceTexts {
  locale: string;
  subject: string;
  greeting: (name: string) => string;
  intro: string;
  device: (browser: string, os: string) => string;
  unknownDevice: string;
  ifYou: string;
  ifNot: string;
  link: string;
}

// The person's language (their notification settings'), not the new device's: it may not be theirs.
const TEXTS: Record<TLanguage, NewDeviceTexts> = {
  es: {
    locale: 'es-ES',
    subject: 'Nuevo inicio de sesión en Juntos',
    greeting: (name) => `Hola ${name} 💕`,
    intro: 'Alguien ha entrado en tu cuenta de Juntos desde un dispositivo nuevo:',
    device: (browser, os) => `${browser} en ${os}`,
    unknownDevice: 'Un dispositivo desconocido',
    ifYou: 'Si has sido tú, no tienes que hacer nada.',
    ifNot: 'Si no, cierra esa sesión desde tus dispositivos y cambia tu contraseña:',
    link: 'Ver mis dispositivos',
  },
  en: {
    locale: 'en-GB',
    subject: 'New sign-in to Juntos',
    greeting: (name) => `Hi ${name} 💕`,
    intro: 'Someone signed in to your Juntos account from a new device:',
    device: (browser, os) => `${browser} on ${os}`,
    unknownDevice: 'An unknown device',
    ifYou: 'If it was you, there’s nothing to do.',
    ifNot: 'If not, sign that session out from your devices and change your password:',
    link: 'See my devices',
  },
  fr: {
    locale: 'fr-FR',
    subject: 'Nouvelle connexion à Juntos',
    greeting: (name) => `Coucou ${name} 💕`,
    intro: 'Quelqu’un s’est connecté à ton compte Juntos depuis un nouvel appareil :',
    device: (browser, os) => `${browser} sur ${os}`,
    unknownDevice: 'Un appareil inconnu',
    ifYou: 'Si c’était toi, tu n’as rien à faire.',
    ifNot: 'Sinon, déconnecte cette session depuis tes appareils et change ton mot de passe :',
    link: 'Voir mes appareils',
  },
  de: {
    locale: 'de-DE',
    subject: 'Neue Anmeldung bei Juntos',
    greeting: (name) => `Hallo ${name} 💕`,
    intro: 'Jemand hat sich von einem neuen Gerät bei deinem Juntos-Konto angemeldet:',
    device: (browser, os) => `${browser} auf ${os}`,
    unknownDevice: 'Ein unbekanntes Gerät',
    ifYou: 'Wenn du das warst, musst du nichts tun.',
    ifNot: 'Wenn nicht, melde diese Sitzung bei deinen Geräten ab und ändere dein Passwort:',
    link: 'Meine Geräte ansehen',
  },
  it: {
    locale: 'it-IT',
    subject: 'Nuovo accesso a Juntos',
    greeting: (name) => `Ciao ${name} 💕`,
    intro: 'Qualcuno ha effettuato l’accesso al tuo account Juntos da un nuovo dispositivo:',
    device: (browser, os) => `${browser} su ${os}`,
    unknownDevice: 'Un dispositivo sconosciuto',
    ifYou: 'Se sei stato tu, non devi fare nulla.',
    ifNot: 'Altrimenti, chiudi quella sessione dai tuoi dispositivi e cambia la password:',
    link: 'Vedi i miei dispositivi',
  },
  pt: {
    locale: 'pt-PT',
    subject: 'Novo início de sessão no Juntos',
    greeting: (name) => `Olá ${name} 💕`,
    intro: 'Alguém entrou na tua conta do Juntos a partir de um novo dispositivo:',
    device: (browser, os) => `${browser} em ${os}`,
    unknownDevice: 'Um dispositivo desconhecido',
    ifYou: 'Se foste tu, não tens de fazer nada.',
    ifNot: 'Se não foste tu, termina essa sessão nos teus dispositivos e muda a palavra-passe:',
    link: 'Ver os meus dispositivos',
  },
};

function deviceName(texts: NewDeviceTexts, { browser, os }: TDeviceDescription): string {
  if (browser && os) return texts.device(browser, os);
  return browser ?? os ?? texts.unknownDevice;
}

export function newDeviceEmail(input: {
  language: TLanguage;
  name: string;
  device: TDeviceDescription;
  at: Date;
  timeZone: string;
  devicesUrl: string;
}) {
  const texts = TEXTS[input.language];
  const greeting = texts.greeting(input.name);
  const device = deviceName(texts, input.device);
  // In the stored zone, else UTC: the time must always be printable.
  const time = formatInstant(input.at, texts.locale, 'fullDateTimeZone', input.timeZone);
  const url = input.devicesUrl;
  return {
    subject: texts.subject,
    text: `${greeting}\n\n${texts.intro}\n\n${device}\n${time}\n\n${texts.ifYou}\n${texts.ifNot}\n${url}\n`,
    html: [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(texts.intro)}</p>`,
      `<p><strong>${escapeHtml(device)}</strong><br>${escapeHtml(time)}</p>`,
      `<p>${escapeHtml(texts.ifYou)}<br>${escapeHtml(texts.ifNot)}</p>`,
      `<p><a href="${escapeHtml(url)}">${escapeHtml(texts.link)}</a></p>`,
    ].join(''),
  };
}
