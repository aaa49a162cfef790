import de from '@shared/content/daily-questions/texts/de';
import en from '@shared/content/daily-questions/texts/en';
import es from '@shared/content/daily-questions/texts/es';
import fr from '@shared/content/daily-questions/texts/fr';
import it from '@shared/content/daily-questions/texts/it';
import pt from '@shared/content/daily-questions/texts/pt';
import type { TAlbumLanguage } from './album-texts';
import type { ArchiveRows } from './export.repository';

const QUESTION_TEXTS: Record<TAlbumLanguage, Record<number, string>> = { es, en, fr, de, it, pt };

/**
 * data.json's daily questions: each day's question (its catalog id, and its words in the
 * exporter's language) and the answers the exporter may read. A partner's answer to a day the
 * exporter did not answer stays out, as it does on the screen: the export never reveals it.
 */
export function presentDailyQuestions(
  rows: Pick<ArchiveRows, 'dailyQuestions' | 'dailyAnswers'>,
  exportedBy: string,
  language: TAlbumLanguage,
) {
  return rows.dailyQuestions.map((day) => {
    const answers = rows.dailyAnswers.filter((answer) => answer.dailyQuestionId === day.id);
    const hasExporterAnswered = answers.some((answer) => answer.userId === exportedBy);
    return {
      id: day.id,
      date: day.questionDate,
      questionId: day.questionId,
      question: QUESTION_TEXTS[language][day.questionId] ?? null,
      answers: answers
        .filter((answer) => hasExporterAnswered || answer.userId === exportedBy)
        .map((answer) => ({
          userId: answer.userId,
          answer: answer.answer,
          answeredAt: answer.createdAt.toISOString(),
          updatedAt: answer.updatedAt.toISOString(),
        })),
    };
  });
}
