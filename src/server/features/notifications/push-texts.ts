import type { TLanguage } from '@shared/constants';
import deQuestions from '@shared/content/daily-questions/texts/de';
import enQuestions from '@shared/content/daily-questions/texts/en';
import esQuestions from '@shared/content/daily-questions/texts/es';
import frQuestions from '@shared/content/daily-questions/texts/fr';
import itQuestions from '@shared/content/daily-questions/texts/it';
import ptQuestions from '@shared/content/daily-questions/texts/pt';
import type { TNotificationKind } from '@shared/schemas/notifications';
import { AFFECTION_PUSH_TEXTS } from './affection-push-texts';

/** What the sender knows when it words a push: the newest row's params and how many it groups. */
export interface PushParams {
  name?: string;
  title?: string;
  days?: number;
  years?: number;
  /** Photos added to a date plan (a 'memory' push without a title). */
  photos?: number;
  /** How many memories "un día como hoy" found. */
  memories?: number;
  /** A comment's or a chat message's first line (a 'comment' or 'chat' push). */
  text?: string;
  /** What a chat message without words carries: 'photo' or 'voice'. */
  media?: string;
  /** 1 when the partner answered the daily question after the receiver: both can read both. */
  both?: number;
  /** The catalog id of the daily question of the morning push. */
  questionId?: number;
  count: number;
}

export interface PushMessage {
  title: string;
  body: string;
}

type Texts = Record<TNotificationKind, (p: PushParams) => PushMessage>;

/** A chat push's body: the newest message's first line, or what it carries. */
const chatBody = (p: PushParams, media: { photo: string; voice: string }) =>
  p.text ?? (p.media === 'voice' ? media.voice : media.photo);

/** The morning push's body: the question itself, in the receiver's language. */
const questionBody = (texts: Record<number, string>, p: PushParams) =>
  `${texts[p.questionId ?? 0] ?? ''} 💬`.trim();

// The service worker shows these as they are: the server words them in the receiver's language
// (kept with their notification settings), since the worker has no translations of its own.
export const PUSH_TEXTS: Record<TLanguage, Texts> = {
  es: {
    memory: (p) =>
      p.photos && p.count === 1
        ? {
            title: `${p.name} añadió ${p.photos} ${p.photos === 1 ? 'foto' : 'fotos'} de vuestra cita`,
            body: 'Entra a verlas 📸',
          }
        : {
            title:
              p.count > 1
                ? `${p.name} añadió ${p.count} recuerdos`
                : `${p.name} añadió un recuerdo`,
            body: p.count > 1 ? 'Entra a verlos juntos 📸' : `«${p.title}» 📸`,
          },
    emotion: (p) => ({ title: `${p.name} compartió cómo se siente`, body: 'Entra a verlo 💗' }),
    quiz: (p) => ({
      title: `${p.name} terminó el test`,
      body: '¡Ya podéis comparar respuestas! 💞',
    }),
    eventTomorrow: (p) => ({
      title: p.count > 1 ? `Mañana tenéis ${p.count} planes` : 'Mañana tenéis un plan',
      body: p.count > 1 ? 'Mirad el calendario 🗓️' : `${p.title} 🗓️`,
    }),
    milestone: (p) => ({
      title: p.years
        ? `¡Feliz aniversario! ${p.years} ${p.years === 1 ? 'año' : 'años'} juntos`
        : `¡${p.days} días juntos!`,
      body: 'Celebradlo a vuestra manera 💕',
    }),
    petHungry: (p) => ({ title: `${p.name} tiene hambre`, body: 'Dale de comer 🍖' }),
    onThisDay: (p) => ({
      title: 'Un día como hoy',
      body:
        (p.memories ?? 1) > 1 ? `Tenéis ${p.memories} recuerdos de este día ✨` : `«${p.title}» ✨`,
    }),
    ...AFFECTION_PUSH_TEXTS.es,
    dailyAnswer: (p) => ({
      title: `${p.name} ha respondido la pregunta de hoy`,
      body: p.both
        ? 'Ya podéis leer vuestras respuestas 💞'
        : 'Responde tú también para ver su respuesta 💬',
    }),
    dailyQuestion: (p) => ({ title: 'La pregunta del día', body: questionBody(esQuestions, p) }),
    chat: (p) => ({
      title:
        p.count > 1 ? `${p.name} te ha escrito ${p.count} mensajes` : `${p.name} te ha escrito`,
      body: chatBody(p, { photo: '📷 Una foto', voice: '🎤 Una nota de voz' }),
    }),
    letter: (p) => ({ title: `Tienes una carta de ${p.name}`, body: 'Hoy ya puedes abrirla 💌' }),
  },
  en: {
    memory: (p) =>
      p.photos && p.count === 1
        ? {
            title: `${p.name} added ${p.photos} ${p.photos === 1 ? 'photo' : 'photos'} of your date`,
            body: 'Come and see 📸',
          }
        : {
            title: p.count > 1 ? `${p.name} added ${p.count} memories` : `${p.name} added a memory`,
            body: p.count > 1 ? 'Come and see them together 📸' : `“${p.title}” 📸`,
          },
    emotion: (p) => ({ title: `${p.name} shared how they feel`, body: 'Come and see 💗' }),
    quiz: (p) => ({
      title: `${p.name} finished the quiz`,
      body: 'You can compare answers now! 💞',
    }),
    eventTomorrow: (p) => ({
      title: p.count > 1 ? `${p.count} plans tomorrow` : 'A plan tomorrow',
      body: p.count > 1 ? 'Check the calendar 🗓️' : `${p.title} 🗓️`,
    }),
    milestone: (p) => ({
      title: p.years
        ? `Happy anniversary! ${p.years} ${p.years === 1 ? 'year' : 'years'} together`
        : `${p.days} days together!`,
      body: 'Celebrate it your way 💕',
    }),
    petHungry: (p) => ({ title: `${p.name} is hungry`, body: 'Time to feed them 🍖' }),
    onThisDay: (p) => ({
      title: 'On this day',
      body:
        (p.memories ?? 1) > 1
          ? `You have ${p.memories} memories from this day ✨`
          : `“${p.title}” ✨`,
    }),
    ...AFFECTION_PUSH_TEXTS.en,
    dailyAnswer: (p) => ({
      title: `${p.name} answered today’s question`,
      body: p.both
        ? 'You can read each other’s answers now 💞'
        : 'Answer too to see what they said 💬',
    }),
    dailyQuestion: (p) => ({ title: 'Question of the day', body: questionBody(enQuestions, p) }),
    chat: (p) => ({
      title: p.count > 1 ? `${p.name} sent you ${p.count} messages` : `${p.name} wrote to you`,
      body: chatBody(p, { photo: '📷 A photo', voice: '🎤 A voice note' }),
    }),
    letter: (p) => ({
      title: `You have a letter from ${p.name}`,
      body: 'Today you can open it 💌',
    }),
  },
  fr: {
    memory: (p) =>
      p.photos && p.count === 1
        ? {
            title: `${p.name} a ajouté ${p.photos} ${p.photos === 1 ? 'photo' : 'photos'} de votre sortie`,
            body: 'Viens voir 📸',
          }
        : {
            title:
              p.count > 1
                ? `${p.name} a ajouté ${p.count} souvenirs`
                : `${p.name} a ajouté un souvenir`,
            body: p.count > 1 ? 'Viens les voir 📸' : `« ${p.title} » 📸`,
          },
    emotion: (p) => ({ title: `${p.name} a partagé son humeur`, body: 'Viens voir 💗' }),
    quiz: (p) => ({
      title: `${p.name} a terminé le test`,
      body: 'Vous pouvez comparer vos réponses ! 💞',
    }),
    eventTomorrow: (p) => ({
      title: p.count > 1 ? `${p.count} projets demain` : 'Un projet demain',
      body: p.count > 1 ? 'Regardez le calendrier 🗓️' : `${p.title} 🗓️`,
    }),
    milestone: (p) => ({
      title: p.years
        ? `Joyeux anniversaire ! ${p.years} ${p.years === 1 ? 'an' : 'ans'} ensemble`
        : `${p.days} jours ensemble !`,
      body: 'Fêtez-le à votre façon 💕',
    }),
    petHungry: (p) => ({ title: `${p.name} a faim`, body: 'Donne-lui à manger 🍖' }),
    onThisDay: (p) => ({
      title: 'Un jour comme aujourd’hui',
      body:
        (p.memories ?? 1) > 1
          ? `Vous avez ${p.memories} souvenirs de ce jour ✨`
          : `« ${p.title} » ✨`,
    }),
    ...AFFECTION_PUSH_TEXTS.fr,
    dailyAnswer: (p) => ({
      title: `${p.name} a répondu à la question du jour`,
      body: p.both
        ? 'Vous pouvez lire vos réponses 💞'
        : 'Réponds à ton tour pour voir sa réponse 💬',
    }),
    dailyQuestion: (p) => ({ title: 'La question du jour', body: questionBody(frQuestions, p) }),
    chat: (p) => ({
      title: p.count > 1 ? `${p.name} t’a écrit ${p.count} messages` : `${p.name} t’a écrit`,
      body: chatBody(p, { photo: '📷 Une photo', voice: '🎤 Un message vocal' }),
    }),
    letter: (p) => ({
      title: `Tu as une lettre de ${p.name}`,
      body: 'Aujourd’hui, tu peux l’ouvrir 💌',
    }),
  },
  de: {
    memory: (p) =>
      p.photos && p.count === 1
        ? {
            title: `${p.name} hat ${p.photos} ${p.photos === 1 ? 'Foto' : 'Fotos'} von eurem Date hinzugefügt`,
            body: 'Schau sie dir an 📸',
          }
        : {
            title:
              p.count > 1
                ? `${p.name} hat ${p.count} Erinnerungen hinzugefügt`
                : `${p.name} hat eine Erinnerung hinzugefügt`,
            body: p.count > 1 ? 'Schaut sie euch gemeinsam an 📸' : `„${p.title}“ 📸`,
          },
    emotion: (p) => ({ title: `${p.name} hat ein Gefühl geteilt`, body: 'Schau es dir an 💗' }),
    quiz: (p) => ({
      title: `${p.name} hat das Quiz beendet`,
      body: 'Ihr könnt jetzt vergleichen! 💞',
    }),
    eventTomorrow: (p) => ({
      title: p.count > 1 ? `Morgen habt ihr ${p.count} Pläne` : 'Morgen habt ihr einen Plan',
      body: p.count > 1 ? 'Schaut in den Kalender 🗓️' : `${p.title} 🗓️`,
    }),
    milestone: (p) => ({
      title: p.years
        ? `Alles Gute zum Jahrestag! ${p.years} ${p.years === 1 ? 'Jahr' : 'Jahre'} zusammen`
        : `${p.days} Tage zusammen!`,
      body: 'Feiert es auf eure Art 💕',
    }),
    petHungry: (p) => ({ title: `${p.name} hat Hunger`, body: 'Zeit zum Füttern 🍖' }),
    onThisDay: (p) => ({
      title: 'Heute vor einiger Zeit',
      body:
        (p.memories ?? 1) > 1
          ? `Ihr habt ${p.memories} Erinnerungen an diesen Tag ✨`
          : `„${p.title}“ ✨`,
    }),
    ...AFFECTION_PUSH_TEXTS.de,
    dailyAnswer: (p) => ({
      title: `${p.name} hat die heutige Frage beantwortet`,
      body: p.both
        ? 'Ihr könnt jetzt eure Antworten lesen 💞'
        : 'Antworte auch, um die Antwort zu sehen 💬',
    }),
    dailyQuestion: (p) => ({ title: 'Die Frage des Tages', body: questionBody(deQuestions, p) }),
    chat: (p) => ({
      title:
        p.count > 1
          ? `${p.name} hat dir ${p.count} Nachrichten geschrieben`
          : `${p.name} hat dir geschrieben`,
      body: chatBody(p, { photo: '📷 Ein Foto', voice: '🎤 Eine Sprachnachricht' }),
    }),
    letter: (p) => ({
      title: `Du hast einen Brief von ${p.name}`,
      body: 'Heute darfst du ihn öffnen 💌',
    }),
  },
  it: {
    memory: (p) =>
      p.photos && p.count === 1
        ? {
            title: `${p.name} ha aggiunto ${p.photos} foto del vostro appuntamento`,
            body: 'Vieni a vedere 📸',
          }
        : {
            title:
              p.count > 1
                ? `${p.name} ha aggiunto ${p.count} ricordi`
                : `${p.name} ha aggiunto un ricordo`,
            body: p.count > 1 ? 'Venite a vederli insieme 📸' : `«${p.title}» 📸`,
          },
    emotion: (p) => ({ title: `${p.name} ha condiviso come si sente`, body: 'Vieni a vedere 💗' }),
    quiz: (p) => ({
      title: `${p.name} ha finito il test`,
      body: 'Ora potete confrontare le risposte! 💞',
    }),
    eventTomorrow: (p) => ({
      title: p.count > 1 ? `Domani avete ${p.count} piani` : 'Domani avete un piano',
      body: p.count > 1 ? 'Guardate il calendario 🗓️' : `${p.title} 🗓️`,
    }),
    milestone: (p) => ({
      title: p.years
        ? `Buon anniversario! ${p.years} ${p.years === 1 ? 'anno' : 'anni'} insieme`
        : `${p.days} giorni insieme!`,
      body: 'Festeggiatelo a modo vostro 💕',
    }),
    petHungry: (p) => ({ title: `${p.name} ha fame`, body: 'Dagli da mangiare 🍖' }),
    onThisDay: (p) => ({
      title: 'Un giorno come oggi',
      body:
        (p.memories ?? 1) > 1
          ? `Avete ${p.memories} ricordi di questo giorno ✨`
          : `«${p.title}» ✨`,
    }),
    ...AFFECTION_PUSH_TEXTS.it,
    dailyAnswer: (p) => ({
      title: `${p.name} ha risposto alla domanda di oggi`,
      body: p.both
        ? 'Ora potete leggere le vostre risposte 💞'
        : 'Rispondi anche tu per vedere la sua risposta 💬',
    }),
    dailyQuestion: (p) => ({ title: 'La domanda del giorno', body: questionBody(itQuestions, p) }),
    chat: (p) => ({
      title:
        p.count > 1 ? `${p.name} ti ha scritto ${p.count} messaggi` : `${p.name} ti ha scritto`,
      body: chatBody(p, { photo: '📷 Una foto', voice: '🎤 Un messaggio vocale' }),
    }),
    letter: (p) => ({ title: `Hai una lettera da ${p.name}`, body: 'Oggi puoi aprirla 💌' }),
  },
  pt: {
    memory: (p) =>
      p.photos && p.count === 1
        ? {
            title: `${p.name} adicionou ${p.photos} ${p.photos === 1 ? 'foto' : 'fotos'} do vosso plano`,
            body: 'Vem ver 📸',
          }
        : {
            title:
              p.count > 1
                ? `${p.name} adicionou ${p.count} memórias`
                : `${p.name} adicionou uma memória`,
            body: p.count > 1 ? 'Vem vê-las 📸' : `«${p.title}» 📸`,
          },
    emotion: (p) => ({ title: `${p.name} partilhou como se sente`, body: 'Vem ver 💗' }),
    quiz: (p) => ({ title: `${p.name} terminou o teste`, body: 'Já podem comparar respostas! 💞' }),
    eventTomorrow: (p) => ({
      title: p.count > 1 ? `Amanhã têm ${p.count} planos` : 'Amanhã têm um plano',
      body: p.count > 1 ? 'Vejam o calendário 🗓️' : `${p.title} 🗓️`,
    }),
    milestone: (p) => ({
      title: p.years
        ? `Feliz aniversário! ${p.years} ${p.years === 1 ? 'ano' : 'anos'} juntos`
        : `${p.days} dias juntos!`,
      body: 'Celebrem à vossa maneira 💕',
    }),
    petHungry: (p) => ({ title: `${p.name} tem fome`, body: 'Dá-lhe de comer 🍖' }),
    onThisDay: (p) => ({
      title: 'Um dia como hoje',
      body: (p.memories ?? 1) > 1 ? `Têm ${p.memories} memórias deste dia ✨` : `«${p.title}» ✨`,
    }),
    ...AFFECTION_PUSH_TEXTS.pt,
    dailyAnswer: (p) => ({
      title: `${p.name} respondeu à pergunta de hoje`,
      body: p.both
        ? 'Já podem ler as vossas respostas 💞'
        : 'Responde também para veres a resposta 💬',
    }),
    dailyQuestion: (p) => ({ title: 'A pergunta do dia', body: questionBody(ptQuestions, p) }),
    chat: (p) => ({
      title: p.count > 1 ? `${p.name} escreveu-te ${p.count} mensagens` : `${p.name} escreveu-te`,
      body: chatBody(p, { photo: '📷 Uma foto', voice: '🎤 Uma mensagem de voz' }),
    }),
    letter: (p) => ({ title: `Tens uma carta de ${p.name}`, body: 'Hoje já a podes abrir 💌' }),
  },
};

/** Where a tap on each kind opens the app. */
export const PUSH_URLS: Record<TNotificationKind, string> = {
  memory: '/memories',
  emotion: '/emotion-jar',
  quiz: '/games',
  eventTomorrow: '/calendar',
  milestone: '/dashboard',
  petHungry: '/pet',
  onThisDay: '/dashboard',
  thinking: '/dashboard',
  comment: '/memories',
  dailyAnswer: '/daily-question',
  dailyQuestion: '/daily-question',
  letter: '/letters',
  chat: '/chat',
};

/**
 * The whole text of a discreet push, whatever happened: for a lock screen others can see. The
 * payload carries nothing else that tells (push-sender.ts: a neutral url and tag).
 */
export const DISCREET_PUSH_TEXT: Record<TLanguage, string> = {
  es: 'Tienes algo nuevo en Juntos',
  en: 'You have something new in Juntos',
  fr: 'Tu as du nouveau sur Juntos',
  de: 'Du hast etwas Neues in Juntos',
  it: 'Hai qualcosa di nuovo su Juntos',
  pt: 'Tens algo novo no Juntos',
};
