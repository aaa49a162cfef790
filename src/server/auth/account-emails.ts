import type { TLanguage } from '@shared/constants';
import { escapeHtml } from './mailer';

/** One account email's words: the subject, what it asks, the link's label, and when to ignore it. */
interface EmailTexts {
  subject: string;
  body: string;
  link: string;
  /** Said after the link; the sign-up confirmation has none (nobody else could have asked). */
  ignore?: string;
}

interface AccountEmailTexts {
  greeting: (name: string) => string;
  confirmation: EmailTexts;
  passwordReset: EmailTexts;
  emailChange: EmailTexts;
}

// In the person's language (`email-language.ts`), with the informal "tu"/"du" of the app.
const TEXTS: Record<TLanguage, AccountEmailTexts> = {
  es: {
    greeting: (name) => `Hola ${name} 💕`,
    confirmation: {
      subject: 'Confirma tu email · Juntos',
      body: 'Confirma tu email para empezar a compartir vuestro espacio:',
      link: 'Confirmar email',
    },
    passwordReset: {
      subject: 'Cambia tu contraseña · Juntos',
      body: 'Alguien (esperamos que tú) ha pedido cambiar la contraseña de tu cuenta. El enlace sirve una vez, durante una hora:',
      link: 'Elegir una contraseña nueva',
      ignore: 'Si no lo has pedido tú, ignora este email: tu contraseña sigue igual.',
    },
    emailChange: {
      subject: 'Confirma tu nuevo email · Juntos',
      body: 'Confirma que esta es tu nueva dirección de email en Juntos:',
      link: 'Confirmar email',
      ignore: 'Si no lo has pedido tú, ignora este email y nada cambiará.',
    },
  },
  en: {
    greeting: (name) => `Hi ${name} 💕`,
    confirmation: {
      subject: 'Confirm your email · Juntos',
      body: 'Confirm your email to start sharing your space:',
      link: 'Confirm email',
    },
    passwordReset: {
      subject: 'Change your password · Juntos',
      body: 'Someone (hopefully you) asked to change your account’s password. The link works once, for one hour:',
      link: 'Choose a new password',
      ignore: 'If it wasn’t you, ignore this email: your password stays the same.',
    },
    emailChange: {
      subject: 'Confirm your new email · Juntos',
      body: 'Confirm that this is your new email address on Juntos:',
      link: 'Confirm email',
      ignore: 'If it wasn’t you, ignore this email and nothing will change.',
    },
  },
  fr: {
    greeting: (name) => `Coucou ${name} 💕`,
    confirmation: {
      subject: 'Confirme ton e-mail · Juntos',
      body: 'Confirme ton e-mail pour commencer à partager votre espace :',
      link: 'Confirmer l’e-mail',
    },
    passwordReset: {
      subject: 'Change ton mot de passe · Juntos',
      body: 'Quelqu’un (toi, on l’espère) a demandé à changer le mot de passe de ton compte. Le lien sert une fois, pendant une heure :',
      link: 'Choisir un nouveau mot de passe',
      ignore: 'Si ce n’est pas toi, ignore cet e-mail : ton mot de passe reste le même.',
    },
    emailChange: {
      subject: 'Confirme ta nouvelle adresse e-mail · Juntos',
      body: 'Confirme que c’est ta nouvelle adresse e-mail sur Juntos :',
      link: 'Confirmer l’e-mail',
      ignore: 'Si ce n’est pas toi, ignore cet e-mail et rien ne changera.',
    },
  },
  de: {
    greeting: (name) => `Hallo ${name} 💕`,
    confirmation: {
      subject: 'Bestätige deine E-Mail-Adresse · Juntos',
      body: 'Bestätige deine E-Mail-Adresse, damit ihr euren gemeinsamen Raum teilen könnt:',
      link: 'E-Mail-Adresse bestätigen',
    },
    passwordReset: {
      subject: 'Ändere dein Passwort · Juntos',
      body: 'Jemand (hoffentlich du) möchte das Passwort deines Kontos ändern. Der Link funktioniert einmal, eine Stunde lang:',
      link: 'Neues Passwort wählen',
      ignore: 'Wenn du das nicht warst, ignoriere diese E-Mail: Dein Passwort bleibt, wie es ist.',
    },
    emailChange: {
      subject: 'Bestätige deine neue E-Mail-Adresse · Juntos',
      body: 'Bestätige, dass dies deine neue E-Mail-Adresse bei Juntos ist:',
      link: 'E-Mail-Adresse bestätigen',
      ignore: 'Wenn du das nicht warst, ignoriere diese E-Mail, dann ändert sich nichts.',
    },
  },
  it: {
    greeting: (name) => `Ciao ${name} 💕`,
    confirmation: {
      subject: 'Conferma la tua email · Juntos',
      body: 'Conferma la tua email per iniziare a condividere il vostro spazio:',
      link: 'Conferma email',
    },
    passwordReset: {
      subject: 'Cambia la tua password · Juntos',
      body: 'Qualcuno (speriamo tu) ha chiesto di cambiare la password del tuo account. Il link vale una volta, per un’ora:',
      link: 'Scegli una nuova password',
      ignore: 'Se non sei stato tu, ignora questa email: la tua password resta la stessa.',
    },
    emailChange: {
      subject: 'Conferma la tua nuova email · Juntos',
      body: 'Conferma che questo è il tuo nuovo indirizzo email su Juntos:',
      link: 'Conferma email',
      ignore: 'Se non sei stato tu, ignora questa email e non cambierà nulla.',
    },
  },
  pt: {
    greeting: (name) => `Olá ${name} 💕`,
    confirmation: {
      subject: 'Confirma o teu email · Juntos',
      body: 'Confirma o teu email para começarem a partilhar o vosso espaço:',
      link: 'Confirmar email',
    },
    passwordReset: {
      subject: 'Muda a tua palavra-passe · Juntos',
      body: 'Alguém (esperamos que tu) pediu para mudar a palavra-passe da tua conta. A ligação serve uma vez, durante uma hora:',
      link: 'Escolher uma nova palavra-passe',
      ignore: 'Se não foste tu, ignora este email: a tua palavra-passe continua igual.',
    },
    emailChange: {
      subject: 'Confirma o teu novo email · Juntos',
      body: 'Confirma que este é o teu novo endereço de email no Juntos:',
      link: 'Confirmar email',
      ignore: 'Se não foste tu, ignora este email e nada vai mudar.',
    },
  },
};

export type AccountEmailKind = Exclude<keyof AccountEmailTexts, 'greeting'>;

/** An account email (sign-up confirmation, password reset, new address) as text and HTML. */
export function accountEmail(
  kind: AccountEmailKind,
  { language, name, url }: { language: TLanguage; name: string; url: string },
) {
  const texts = TEXTS[language];
  const { subject, body, link, ignore } = texts[kind];
  const greeting = texts.greeting(name);
  return {
    subject,
    text: `${greeting}\n\n${body}\n${url}\n${ignore ? `\n${ignore}\n` : ''}`,
    html: [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(body)}</p>`,
      `<p><a href="${escapeHtml(url)}">${escapeHtml(link)}</a></p>`,
      ignore ? `<p>${escapeHtml(ignore)}</p>` : '',
    ].join(''),
  };
}
