import { isSafeBlobPath, type TBucket } from '@server/storage/blob-store';
import type { TAlbumLanguage } from './album-texts';
import type { ArchiveRows, ExportableCouple } from './export.repository';
import { presentChat } from './export-chat';
import { presentDailyQuestions } from './export-daily-questions';
import { presentLetters } from './export-letters';

/** A stored original the archive carries, at `archivePath` (`<bucket>/<path>`). */
export interface ArchiveFile {
  bucket: TBucket;
  path: string;
  archivePath: string;
}

export const EXPORT_FORMAT = 'juntos-export';
export const EXPORT_FORMAT_VERSION = 1;

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** A row with a voice note's columns. */
type VoiceRow = { voicePath: string | null; voiceDurationMs: number | null };

/** A row's voice note in data.json: its file in the archive and its length; null without one. */
export interface ArchiveVoiceNote {
  file: string;
  durationMs: number;
}

/**
 * Every original photo and voice note the rows name, once each, in the order the archive writes
 * them. A table with a voice note (`voiceNoteColumns()`) adds its rows' `voicePath` here.
 */
export function archiveFilesOf(rows: ArchiveRows): ArchiveFile[] {
  const voice = (row: { voicePath: string | null }): [TBucket, string | null] => [
    'voice',
    row.voicePath,
  ];
  const named: [TBucket, string | null][] = [
    ...rows.partnerProfiles.map((p): [TBucket, string | null] => ['avatars', p.avatarPath]),
    ...rows.memories.map((m): [TBucket, string | null] => ['memories', m.imageUrl]),
    ...rows.datePhotos.map((p): [TBucket, string | null] => ['date-plans', p.photoUrl]),
    ...rows.chatMessages.map((m): [TBucket, string | null] => ['memories', m.imagePath]),
    ...rows.memories.map(voice),
    ...rows.comments.map(voice),
    ...rows.chatMessages.map(voice),
    ...rows.letters.map((l): [TBucket, string | null] => ['memories', l.imagePath]),
    ...rows.letters.map(voice),
  ];
  const files = new Map<string, ArchiveFile>();
  for (const [bucket, path] of named) {
    if (!path || !isSafeBlobPath(path)) continue;
    const archivePath = `${bucket}/${path}`;
    files.set(archivePath, { bucket, path, archivePath });
  }
  return [...files.values()];
}

/** Each memory's or photo's hearts and comment thread, oldest first, as data.json lists them. */
function reactionsByTarget(
  rows: Pick<ArchiveRows, 'hearts' | 'comments'>,
  voiceOf: (row: VoiceRow) => ArchiveVoiceNote | null,
) {
  const byTarget = new Map<
    string,
    {
      hearts: { userId: string; createdAt: string | null }[];
      comments: {
        id: string;
        text: string | null;
        voice: ArchiveVoiceNote | null;
        createdBy: string | null;
        createdAt: string | null;
        editedAt: string | null;
      }[];
    }
  >();
  const entryOf = (id: string) => {
    let entry = byTarget.get(id);
    if (!entry) {
      entry = { hearts: [], comments: [] };
      byTarget.set(id, entry);
    }
    return entry;
  };
  for (const h of rows.hearts) {
    entryOf(h.memoryId ?? h.photoId ?? '').hearts.push({
      userId: h.userId,
      createdAt: iso(h.createdAt),
    });
  }
  for (const c of rows.comments) {
    entryOf(c.memoryId ?? c.photoId ?? '').comments.push({
      id: c.id,
      text: c.body,
      voice: voiceOf(c),
      createdBy: c.createdBy,
      createdAt: iso(c.createdAt),
      editedAt: iso(c.editedAt),
    });
  }
  return (id: string) => byTarget.get(id) ?? { hearts: [], comments: [] };
}

/**
 * data.json: the couple's shared space with the field names of docs/EXPORT.md. Timestamps are
 * ISO 8601 in UTC, calendar days 'YYYY-MM-DD'. A photo is its path inside the archive, or null
 * when there is none (or its file was missing from the storage when exported).
 */
export function presentArchiveData(
  couple: ExportableCouple,
  rows: ArchiveRows,
  {
    exportedAt,
    exportedBy,
    stored,
    language,
  }: { exportedAt: Date; exportedBy: string; stored: Set<string>; language: TAlbumLanguage },
) {
  const photo = (bucket: TBucket, path: string | null) => {
    const archivePath = path ? `${bucket}/${path}` : null;
    return archivePath && stored.has(archivePath) ? archivePath : null;
  };
  const voiceOf = (row: VoiceRow): ArchiveVoiceNote | null => {
    const file = photo('voice', row.voicePath);
    return file && row.voiceDurationMs ? { file, durationMs: row.voiceDurationMs } : null;
  };
  const partnerIds = [couple.user1Id, couple.user2Id];
  const reactionsOf = reactionsByTarget(rows, voiceOf);
  const photosByCompletion = new Map<string, ArchiveRows['datePhotos']>();
  for (const p of rows.datePhotos) {
    photosByCompletion.set(p.completionId, [...(photosByCompletion.get(p.completionId) ?? []), p]);
  }
  return {
    format: EXPORT_FORMAT,
    version: EXPORT_FORMAT_VERSION,
    exportedAt: exportedAt.toISOString(),
    exportedBy,
    couple: {
      id: couple.id,
      status: couple.status,
      relationshipStartDate: couple.relationshipStartDate,
      createdAt: iso(couple.createdAt),
    },
    partners: partnerIds.map((id) => {
      const profile = rows.partnerProfiles.find((p) => p.id === id);
      return {
        id,
        displayName: profile?.fullName ?? null,
        avatar: photo('avatars', profile?.avatarPath ?? null),
      };
    }),
    events: rows.events.map((e) => ({
      id: e.id,
      title: e.title,
      description: e.description,
      date: e.eventDate,
      type: e.eventType,
      reunion: e.reunion,
      createdBy: e.createdBy,
      createdAt: iso(e.createdAt),
    })),
    memories: rows.memories.map((m) => ({
      id: m.id,
      title: m.title,
      description: m.description,
      date: m.memoryDate,
      photo: photo('memories', m.imageUrl),
      voice: voiceOf(m),
      createdBy: m.createdBy,
      createdAt: iso(m.createdAt),
      ...reactionsOf(m.id),
    })),
    goals: rows.goals.map((g) => ({
      id: g.id,
      title: g.title,
      description: g.description,
      completed: g.completed,
      completedDate: g.completedDate,
      createdBy: g.createdBy,
      createdAt: iso(g.createdAt),
    })),
    emotions: rows.emotions.map((e) => ({
      id: e.id,
      userId: e.userId,
      type: e.emotionType,
      date: e.emotionDate,
      createdAt: iso(e.createdAt),
    })),
    quizAnswers: rows.quizAnswers.map((q) => ({
      id: q.id,
      userId: q.userId,
      game: q.gameType,
      answers: q.responses,
      createdAt: iso(q.createdAt),
    })),
    pet: rows.pet && {
      id: rows.pet.id,
      type: rows.pet.petType,
      name: rows.pet.petName,
      color: rows.pet.petColor,
      hunger: rows.pet.hunger,
      energy: rows.pet.energy,
      affection: rows.pet.affection,
      happiness: rows.pet.happiness,
      experience: rows.pet.experience,
      coins: rows.pet.coins,
      mood: rows.pet.currentMood,
      lastFedAt: iso(rows.pet.lastFedAt),
      lastPlayedAt: iso(rows.pet.lastPlayedAt),
      lastPetAt: iso(rows.pet.lastPetAt),
      lastSleepAt: iso(rows.pet.lastSleepAt),
      createdAt: iso(rows.pet.createdAt),
      history: rows.petHistory.map((h) => ({
        id: h.id,
        userId: h.userId,
        action: h.interactionType,
        coinsEarned: h.coinsEarned,
        experienceGained: h.experienceGained,
        createdAt: iso(h.createdAt),
      })),
    },
    datePlans: rows.completions.map(({ completion: c, planNumber, title, emoji, category }) => ({
      id: c.id,
      planNumber,
      title,
      emoji,
      category,
      inProgress: c.inProgress,
      completed: c.completed,
      completedDate: c.completedDate,
      rating: c.rating,
      experience: c.experienceDescription,
      createdAt: iso(c.createdAt),
      updatedAt: iso(c.updatedAt),
      photos: (photosByCompletion.get(c.id) ?? []).map((p) => ({
        id: p.id,
        file: photo('date-plans', p.photoUrl),
        createdAt: iso(p.createdAt),
        ...reactionsOf(p.id),
      })),
    })),
    dailyQuestions: presentDailyQuestions(rows, exportedBy, language),
    chat: presentChat(rows, photo),
    letters: presentLetters(rows.letters, photo, voiceOf),
  };
}

export type TArchiveData = ReturnType<typeof presentArchiveData>;
