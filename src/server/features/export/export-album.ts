import de from '@shared/content/date-plans/de.json';
import en from '@shared/content/date-plans/en.json';
import es from '@shared/content/date-plans/es.json';
import fr from '@shared/content/date-plans/fr.json';
import it from '@shared/content/date-plans/it.json';
import pt from '@shared/content/date-plans/pt.json';
import { formatDay as formatCalendarDay } from '@shared/domain/date-format';
import { EMOTION_STYLE } from '@shared/emotions';
import { ALBUM_STYLES } from './album-styles';
import { ALBUM_TEXTS, type TAlbumLanguage, type TAlbumTexts } from './album-texts';
import type { ArchiveVoiceNote, TArchiveData } from './export.presenter';
import { LETTER_ALBUM_TEXTS } from './export-letters';

const PLAN_TEXTS: Record<TAlbumLanguage, Record<string, { title: string } | undefined>> = {
  es,
  en,
  fr,
  de,
  it,
  pt,
};

const PET_EMOJI: Record<string, string> = {
  dog: '🐶',
  cat: '🐱',
  bunny: '🐰',
  dragon: '🐲',
  unicorn: '🦄',
};

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );

/** Archive paths are `<bucket>/<safe path>`; encoded per segment so any name stays a link. */
const fileUrl = (archivePath: string) => archivePath.split('/').map(encodeURIComponent).join('/');

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));

interface AlbumContext {
  data: TArchiveData;
  texts: TAlbumTexts;
  language: TAlbumLanguage;
  /** By user id; a partner who deleted their account has no name (null ids map to nothing). */
  names: Map<string | null, string>;
}

function formatDay(day: string | null, { texts, language }: AlbumContext): string {
  if (!day) return texts.noDate;
  return formatCalendarDay(day, language, 'long');
}

const photoTag = (file: string | null, alt: string) =>
  file ? `<img src="${fileUrl(file)}" alt="${escapeHtml(alt)}" loading="lazy">` : '';

/** A voice note, played by the browser's own controls from the archive's `voice/` folder. */
const voiceTag = (voice: ArchiveVoiceNote | null, label: string) =>
  voice
    ? `<audio controls preload="none" src="${fileUrl(voice.file)}" aria-label="${escapeHtml(label)}"></audio>`
    : '';

function section(title: string, body: string[], context: AlbumContext, className = 'cards') {
  const content = body.length
    ? `<div class="${className}">${body.join('')}</div>`
    : `<p class="empty">${escapeHtml(context.texts.empty)}</p>`;
  return `<section><h2>${escapeHtml(title)}</h2>${content}</section>`;
}

type Reactions = Pick<TArchiveData['memories'][number], 'hearts' | 'comments'>;

/** Who gave a heart, then the comment thread, oldest first; nothing when there is neither. */
function reactionsBlock(
  { hearts, comments }: Reactions,
  { names, texts }: AlbumContext,
  label = '',
) {
  if (hearts.length === 0 && comments.length === 0) return '';
  const who = hearts.map((h) => names.get(h.userId) ?? '').filter(Boolean);
  const heartLine = hearts.length
    ? `<p class="hearts">${'❤️'.repeat(hearts.length)} ${escapeHtml(who.join(' · '))}</p>`
    : '';
  const thread = comments.map(
    (c) =>
      `<p class="comment"><b>${escapeHtml(names.get(c.createdBy) ?? '')}</b> ${escapeHtml(c.text ?? '')}${voiceTag(c.voice, texts.voiceNote)}</p>`,
  );
  return `<div class="reactions">${label}${heartLine}${thread.join('')}</div>`;
}

function memoriesSection(context: AlbumContext) {
  const cards = context.data.memories.map(
    (m) => `<article class="card">${photoTag(m.photo, m.title)}<div class="text">
      <p class="date">${escapeHtml(formatDay(m.date, context))}</p>
      <h3>${escapeHtml(m.title)}</h3>
      ${m.description ? `<p>${escapeHtml(m.description)}</p>` : ''}
      ${voiceTag(m.voice, context.texts.voiceNote)}
      <p class="by">${escapeHtml(context.names.get(m.createdBy) ?? '')}</p>
      ${reactionsBlock(m, context)}</div></article>`,
  );
  return section(context.texts.memories, cards, context);
}

function datePlansSection(context: AlbumContext) {
  const { texts, language } = context;
  const cards = context.data.datePlans.map((plan) => {
    const title = PLAN_TEXTS[language][String(plan.planNumber)]?.title ?? plan.title;
    const state = plan.completed ? texts.done : plan.inProgress ? texts.inProgress : texts.pending;
    const stars = plan.rating ? '★'.repeat(plan.rating) + '☆'.repeat(5 - plan.rating) : '';
    const photos = plan.photos.map((p) => photoTag(p.file, title)).join('');
    const photoReactions = plan.photos
      .map((p, index) => reactionsBlock(p, context, `<p class="date">📷 ${index + 1}</p>`))
      .join('');
    return `<article class="card">${photos ? `<div class="photos">${photos}</div>` : ''}
      <div class="text"><p class="date">${escapeHtml(plan.completed ? formatDay(plan.completedDate, context) : state)}</p>
      <h3>${escapeHtml(`${plan.emoji} ${title}`)}</h3>
      ${stars ? `<p class="stars" aria-label="${plan.rating}/5">${stars}</p>` : ''}
      ${plan.experience ? `<p>${escapeHtml(plan.experience)}</p>` : ''}${photoReactions}</div></article>`;
  });
  return section(texts.datePlans, cards, context);
}

function listSection(title: string, items: string[], context: AlbumContext) {
  return section(title, items, context, 'list');
}

function goalsAndEvents(context: AlbumContext) {
  const { data, texts } = context;
  const goals = data.goals.map(
    (g) => `<p class="row"><span>${g.completed ? '✅' : '🤍'} ${escapeHtml(g.title)}</span>
      <span class="date">${escapeHtml(g.completed ? formatDay(g.completedDate, context) : texts.pending)}</span></p>`,
  );
  const events = data.events.map(
    (e) => `<p class="row"><span>📅 ${escapeHtml(e.title)}</span>
      <span class="date">${escapeHtml(formatDay(e.date, context))}</span></p>`,
  );
  return listSection(texts.goals, goals, context) + listSection(texts.events, events, context);
}

function feelingsAndPet(context: AlbumContext) {
  const { data, texts, names } = context;
  const emotions = data.emotions.map(
    (
      e,
    ) => `<p class="row"><span>${EMOTION_STYLE[e.type].emoji} ${escapeHtml(names.get(e.userId) ?? '')}</span>
      <span class="date">${escapeHtml(formatDay(e.date, context))}</span></p>`,
  );
  const quiz = data.quizAnswers.map(
    (q) => `<p class="row"><span>💞 ${escapeHtml(names.get(q.userId) ?? '')}</span>
      <span class="date">${escapeHtml(formatDay(q.createdAt?.slice(0, 10) ?? null, context))}</span></p>`,
  );
  const pet = data.pet
    ? [
        `<p class="row"><span>${PET_EMOJI[data.pet.type] ?? '🐾'} ${escapeHtml(data.pet.name)}</span>
        <span class="date">${escapeHtml(fill(texts.level, { experience: data.pet.experience, coins: data.pet.coins }))}</span></p>
        <p class="row"><span></span><span class="date">${escapeHtml(fill(texts.careCount, { count: data.pet.history.length }))}</span></p>`,
      ]
    : [];
  return (
    listSection(texts.emotions, emotions, context) +
    listSection(texts.quiz, quiz, context) +
    listSection(texts.pet, pet, context)
  );
}

/** Each day's question with the answers data.json holds (never one the exporter may not read). */
function dailyQuestionsSection(context: AlbumContext) {
  const { data, texts, names } = context;
  const days = [...data.dailyQuestions].reverse().map((day) => {
    const answers = day.answers
      .map(
        (a) =>
          `<p class="row"><span>💬 ${escapeHtml(names.get(a.userId) ?? '')}</span></p><p>${escapeHtml(a.answer)}</p>`,
      )
      .join('');
    return `<article class="card"><div class="text"><p class="date">${escapeHtml(formatDay(day.date, context))}</p>
      <h3>${escapeHtml(day.question ?? '')}</h3>${answers}</div></article>`;
  });
  return section(texts.dailyQuestions, days, context);
}

/**
 * The couple's chat as a conversation: a day's heading, then its messages as bubbles (the first
 * partner's on the left, the other's on the right), each with what it quotes, its photo and hearts.
 */
function chatSection(context: AlbumContext) {
  const { data, names } = context;
  const firstPartner = data.partners[0]?.id ?? null;
  const byId = new Map(data.chat.map((m) => [m.id, m]));
  const parts: string[] = [];
  let day = '';
  for (const m of data.chat) {
    const messageDay = m.createdAt.slice(0, 10);
    if (messageDay !== day) {
      day = messageDay;
      parts.push(`<p class="chat-day">${escapeHtml(formatDay(day, context))}</p>`);
    }
    const quoted = m.replyToId ? byId.get(m.replyToId) : undefined;
    const quote = quoted
      ? `<p class="quote">${escapeHtml(quoted.text ?? (quoted.photo ? '📷' : '🎤'))}</p>`
      : '';
    const side = m.createdBy !== null && m.createdBy === firstPartner ? 'left' : 'right';
    const hearts = m.hearts.length
      ? `<span class="hearts">${'❤️'.repeat(m.hearts.length)}</span>`
      : '';
    parts.push(`<div class="bubble ${side}"><b>${escapeHtml(names.get(m.createdBy) ?? '')}</b>${quote}
      ${photoTag(m.photo, names.get(m.createdBy) ?? '')}${voiceTag(m.voice, context.texts.voiceNote)}${m.text ? `<p>${escapeHtml(m.text)}</p>` : ''}${hearts}</div>`);
  }
  return section(context.texts.chat, parts, context, 'chat');
}

/**
 * The letters data.json holds (the exporter's own, and those opened: never a partner's sealed
 * one), each on its card: who to whom, opened when or sealed until when, its words, photo, voice.
 */
function lettersSection(context: AlbumContext) {
  const { data, names, language } = context;
  const words = LETTER_ALBUM_TEXTS[language];
  const cards = data.letters.map((letter) => {
    const moment = letter.openWhen
      ? fill(words.openWhen, {
          when:
            'suggestion' in letter.openWhen
              ? words.moments[letter.openWhen.suggestion]
              : letter.openWhen.text,
        })
      : '';
    const state = letter.openedAt
      ? fill(words.openedOn, { date: formatDay(letter.openedAt.slice(0, 10), context) })
      : letter.opensOn
        ? fill(words.opensOn, { date: formatDay(letter.opensOn, context) })
        : moment;
    const fromTo = fill(words.fromTo, {
      from: names.get(letter.writtenBy) ?? '',
      to: names.get(letter.readerId) ?? '',
    });
    return `<article class="card">${photoTag(letter.photo, fromTo)}<div class="text">
      <p class="date">${escapeHtml(state)}</p><h3>${escapeHtml(fromTo)}</h3>
      ${moment && moment !== state ? `<p class="by">${escapeHtml(moment)}</p>` : ''}
      <p>${escapeHtml(letter.body)}</p>${voiceTag(letter.voice, context.texts.voiceNote)}</div></article>`;
  });
  return section(words.title, cards, context);
}

/**
 * index.html: the archive as an album to open from the unzipped folder, without the app or a
 * connection. Plain HTML and inline CSS (no script), photos by relative path.
 */
export function renderAlbum(data: TArchiveData, language: TAlbumLanguage): string {
  const texts = ALBUM_TEXTS[language];
  const names = new Map(data.partners.map((p) => [p.id, p.displayName ?? '']));
  const context: AlbumContext = { data, texts, language, names };
  const couple = data.partners.map((p) => escapeHtml(p.displayName ?? '')).join(' &amp; ');
  const avatars = data.partners
    .map((p) =>
      p.avatar
        ? `<img class="avatar" src="${fileUrl(p.avatar)}" alt="${escapeHtml(p.displayName ?? '')}">`
        : '',
    )
    .join('');
  const exportedOn = formatDay(data.exportedAt.slice(0, 10), context);
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(texts.title)} · ${couple}</title>
<style>${ALBUM_STYLES}</style>
</head>
<body>
<header>
  <div class="avatars">${avatars}</div>
  <h1>${couple}</h1>
  <p class="subtitle">${escapeHtml(texts.title)} · ${escapeHtml(fill(texts.together, { date: formatDay(data.couple.relationshipStartDate, context) }))}</p>
</header>
<main>
${memoriesSection(context)}
${datePlansSection(context)}
${goalsAndEvents(context)}
${feelingsAndPet(context)}
${dailyQuestionsSection(context)}
${chatSection(context)}
${lettersSection(context)}
</main>
<footer><p>${escapeHtml(fill(texts.exportedOn, { date: exportedOn }))}</p><p>${escapeHtml(texts.footer)}</p></footer>
</body>
</html>
`;
}
