import type { TLanguage } from '@shared/constants';
import { formatInstant } from '@shared/domain/date-format';
import type { TDeviceDescription } from '@shared/domain/user-agent';
import { escapeHtml } from './mailer';

interface NewPasskeyTexts {
  locale: string;
  subject: string;
  greeting: (name: string) => string;
  intro: string;
  passkey: (name: string) => string;
  unnamed: string;
  device: (browser: string, os: string) => string;
  unknownDevice: string;
  ifYou: string;
  ifNot: string;
  link: string;
}

// The person's language (their notification settings'), as the new sign-in email.
const TEXTS: Record<TLanguage, NewPasskeyTexts> = {
  es: {
    locale: 'es-ES',
    subject: 'Se ha añadido una llave de acceso',
    greeting: (name) => `Hola ${name} 💕`,
    intro:
      'Se ha añadido una llave de acceso a tu cuenta de Juntos. Con ella se entra sin contraseña.',
    passkey: (name) => `«${name}»`,
    unnamed: 'Llave de acceso',
    device: (browser, os) => `${browser} en ${os}`,
    unknownDevice: 'Un dispositivo desconocido',
    ifYou: 'Si has sido tú, no tienes que hacer nada.',
    ifNot:
      'Si no, quítala en «Privacidad y seguridad», cambia tu contraseña y quita las llaves que no reconozcas:',
    link: 'Ver mis llaves de acceso',
  },
  en: {
    locale: 'en-GB',
    subject: 'A passkey was added to Juntos',
    greeting: (name) => `Hi ${name} 💕`,
    intro: 'A passkey was added to your Juntos account. It signs in without a password.',
    passkey: (name) => `“${name}”`,
    unnamed: 'Passkey',
    device: (browser, os) => `${browser} on ${os}`,
    unknownDevice: 'An unknown device',
    ifYou: 'If it was you, there’s nothing to do.',
    ifNot:
      'If not, remove it under “Privacy and security”, change your password and remove any passkeys you don’t recognise:',
    link: 'See my passkeys',
  },
  fr: {
    locale: 'fr-FR',
    subject: 'Une clé d’accès a été ajoutée',
    greeting: (name) => `Coucou ${name} 💕`,
    intro:
      'Une clé d’accès a été ajoutée à ton compte Juntos. Elle permet d’entrer sans mot de passe.',
    passkey: (name) => `« ${name} »`,
    unnamed: 'Clé d’accès',
    device: (browser, os) => `${browser} sur ${os}`,
    unknownDevice: 'Un appareil inconnu',
    ifYou: 'Si c’était toi, tu n’as rien à faire.',
    ifNot:
      'Sinon, supprime-la dans « Confidentialité et sécurité », change ton mot de passe et supprime les clés que tu ne reconnais pas :',
    link: 'Voir mes clés d’accès',
  },
  de: {
    locale: 'de-DE',
    subject: 'Ein Passkey wurde hinzugefügt',
    greeting: (name) => `Hallo ${name} 💕`,
    intro:
      'Deinem Juntos-Konto wurde ein Passkey hinzugefügt. Damit meldet man sich ohne Passwort an.',
    passkey: (name) => `„${name}“`,
    unnamed: 'Passkey',
    device: (browser, os) => `${browser} auf ${os}`,
    unknownDevice: 'Ein unbekanntes Gerät',
    ifYou: 'Wenn du das warst, musst du nichts tun.',
    ifNot:
      'Wenn nicht, entferne ihn unter „Privatsphäre und Sicherheit“, ändere dein Passwort und entferne Passkeys, die du nicht kennst:',
    link: 'Meine Passkeys ansehen',
  },
  it: {
    locale: 'it-IT',
    subject: 'È stata aggiunta una passkey',
    greeting: (name) => `Ciao ${name} 💕`,
    intro: 'È stata aggiunta una passkey al tuo account Juntos. Con essa si entra senza password.',
    passkey: (name) => `«${name}»`,
    unnamed: 'Passkey',
    device: (browser, os) => `${browser} su ${os}`,
    unknownDevice: 'Un dispositivo sconosciuto',
    ifYou: 'Se sei stato tu, non devi fare nulla.',
    ifNot:
      'Altrimenti, rimuovila in «Privacy e sicurezza», cambia la password e rimuovi le passkey che non riconosci:',
    link: 'Vedi le mie passkey',
  },
  pt: {
    locale: 'pt-PT',
    subject: 'Foi adicionada uma chave de acesso',
    greeting: (name) => `Olá ${name} 💕`,
    intro:
      'Foi adicionada uma chave de acesso à tua conta do Juntos. Com ela entra-se sem palavra-passe.',
    passkey: (name) => `«${name}»`,
    unnamed: 'Chave de acesso',
    device: (browser, os) => `${browser} em ${os}`,
    unknownDevice: 'Um dispositivo desconhecido',
    ifYou: 'Se foste tu, não tens de fazer nada.',
    ifNot:
      'Se não foste tu, remove-a em «Privacidade e segurança», muda a palavra-passe e remove as chaves que não reconheces:',
    link: 'Ver as minhas chaves de acesso',
  },
};

function deviceName(texts: NewPasskeyTexts, { browser, os }: TDeviceDescription): string {
  if (browser && os) return texts.device(browser, os);
  return browser ?? os ?? texts.unknownDevice;
}

/** "A passkey was added": its name, the device it was made on, when, and where to remove it. */
export function newPasskeyEmail(input: {
  language: TLanguage;
  name: string;
  passkeyName: string | null;
  device: TDeviceDescription;
  at: Date;
  timeZone: string;
  passkeysUrl: string;
}) {
  const texts = TEXTS[input.language];
  const greeting = texts.greeting(input.name);
  const passkey = texts.passkey(input.passkeyName || texts.unnamed);
  const device = deviceName(texts, input.device);
  // In the stored zone, else UTC: the time must always be printable.
  const time = formatInstant(input.at, texts.locale, 'fullDateTime', input.timeZone);
  const url = input.passkeysUrl;
  return {
    subject: texts.subject,
    text: `${greeting}\n\n${texts.intro}\n\n${passkey}\n${device}\n${time}\n\n${texts.ifYou}\n${texts.ifNot}\n${url}\n`,
    html: [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(texts.intro)}</p>`,
      `<p><strong>${escapeHtml(passkey)}</strong><br>${escapeHtml(device)}<br>${escapeHtml(time)}</p>`,
      `<p>${escapeHtml(texts.ifYou)}<br>${escapeHtml(texts.ifNot)}</p>`,
      `<p><a href="${escapeHtml(url)}">${escapeHtml(texts.link)}</a></p>`,
    ].join(''),
  };
}
