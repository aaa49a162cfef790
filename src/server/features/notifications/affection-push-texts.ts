import type { TLanguage } from '@shared/constants';

/** What these two kinds read of push-texts.ts's PushParams (not imported: no cycle). */
interface AffectionParams {
  name?: string;
  title?: string;
  text?: string;
  count: number;
}
type AffectionTexts = Record<
  'thinking' | 'comment',
  (p: AffectionParams) => { title: string; body: string }
>;

// "Pienso en ti" and comments on memories and date-plan photos, in each receiver's language.
// Several held together (quiet hours, the hourly cap) go out as one: "Ana ha pensado en ti 3 veces".
export const AFFECTION_PUSH_TEXTS: Record<TLanguage, AffectionTexts> = {
  es: {
    thinking: (p) =>
      p.count > 1
        ? {
            title: `${p.name} ha pensado en ti ${p.count} veces`,
            body: 'Cada vez, un latido para ti 💞',
          }
        : { title: `${p.name} está pensando en ti`, body: 'Un pequeño latido para ti 💗' },
    comment: (p) =>
      p.count > 1
        ? { title: `${p.name} dejó ${p.count} comentarios`, body: 'Entra a leerlos 💬' }
        : {
            title: p.title
              ? `${p.name} comentó «${p.title}»`
              : `${p.name} comentó una foto de vuestra cita`,
            // A comment that is only a voice note has no words to quote.
            body: p.text ? `«${p.text}» 💬` : 'Te dejó una nota de voz 🎤',
          },
  },
  en: {
    thinking: (p) =>
      p.count > 1
        ? {
            title: `${p.name} thought of you ${p.count} times`,
            body: 'Each one a heartbeat for you 💞',
          }
        : { title: `${p.name} is thinking of you`, body: 'A little heartbeat for you 💗' },
    comment: (p) =>
      p.count > 1
        ? { title: `${p.name} left ${p.count} comments`, body: 'Come and read them 💬' }
        : {
            title: p.title
              ? `${p.name} commented on “${p.title}”`
              : `${p.name} commented on a photo of your date`,
            body: p.text ? `“${p.text}” 💬` : 'Left you a voice note 🎤',
          },
  },
  fr: {
    thinking: (p) =>
      p.count > 1
        ? {
            title: `${p.name} a pensé à toi ${p.count} fois`,
            body: 'À chaque fois, un battement de cœur pour toi 💞',
          }
        : { title: `${p.name} pense à toi`, body: 'Un petit battement de cœur pour toi 💗' },
    comment: (p) =>
      p.count > 1
        ? { title: `${p.name} a laissé ${p.count} commentaires`, body: 'Viens les lire 💬' }
        : {
            title: p.title
              ? `${p.name} a commenté « ${p.title} »`
              : `${p.name} a commenté une photo de votre sortie`,
            body: p.text ? `« ${p.text} » 💬` : "T'a laissé une note vocale 🎤",
          },
  },
  de: {
    thinking: (p) =>
      p.count > 1
        ? {
            title: `${p.name} hat ${p.count}-mal an dich gedacht`,
            body: 'Jedes Mal ein Herzschlag für dich 💞',
          }
        : { title: `${p.name} denkt an dich`, body: 'Ein kleiner Herzschlag für dich 💗' },
    comment: (p) =>
      p.count > 1
        ? { title: `${p.name} hat ${p.count} Kommentare geschrieben`, body: 'Schau sie dir an 💬' }
        : {
            title: p.title
              ? `${p.name} hat „${p.title}“ kommentiert`
              : `${p.name} hat ein Foto eures Dates kommentiert`,
            body: p.text ? `„${p.text}“ 💬` : 'Hat dir eine Sprachnachricht hinterlassen 🎤',
          },
  },
  it: {
    thinking: (p) =>
      p.count > 1
        ? {
            title: `${p.name} ha pensato a te ${p.count} volte`,
            body: 'Ogni volta, un battito per te 💞',
          }
        : { title: `${p.name} sta pensando a te`, body: 'Un piccolo battito per te 💗' },
    comment: (p) =>
      p.count > 1
        ? { title: `${p.name} ha lasciato ${p.count} commenti`, body: 'Vieni a leggerli 💬' }
        : {
            title: p.title
              ? `${p.name} ha commentato «${p.title}»`
              : `${p.name} ha commentato una foto del vostro appuntamento`,
            body: p.text ? `«${p.text}» 💬` : 'Ti ha lasciato una nota vocale 🎤',
          },
  },
  pt: {
    thinking: (p) =>
      p.count > 1
        ? {
            title: `${p.name} pensou em ti ${p.count} vezes`,
            body: 'De cada vez, um miminho para ti 💞',
          }
        : { title: `${p.name} está a pensar em ti`, body: 'Um miminho para ti 💗' },
    comment: (p) =>
      p.count > 1
        ? { title: `${p.name} deixou ${p.count} comentários`, body: 'Vem lê-los 💬' }
        : {
            title: p.title
              ? `${p.name} comentou «${p.title}»`
              : `${p.name} comentou uma foto do vosso encontro`,
            body: p.text ? `«${p.text}» 💬` : 'Deixou-te uma nota de voz 🎤',
          },
  },
};
