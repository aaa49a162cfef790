import { LIMITS, languageOf } from '@shared/constants';
import { type TComment, ZCommentSchema } from '@shared/schemas/reactions';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { Button } from '@web/components/ui/button';
import { formatVoiceTime } from '@web/components/voice/voice-format';
import { VoicePlayer } from '@web/components/voice/voice-player';
import { formatInstant } from '@web/lib/calendar-dates';
import { cn } from '@web/lib/cn';
import { useZodForm } from '@web/lib/forms/use-zod-form';
import { firstName } from '@web/lib/names';
import { WaitingMark } from '@web/lib/outbox/waiting-mark';
import { Pencil, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteComment } from '../api/delete-comment';
import { useEditComment } from '../api/edit-comment';
import type { CommentPlace } from '../api/reactions-outbox';

/** When it was written, as a phone says it: the time today, else day and month. */
function writtenAt(iso: string, language: string) {
  const date = new Date(iso);
  const isToday = date.toDateString() === new Date().toDateString();
  return formatInstant(date, language, isToday ? 'time' : 'dayMonth');
}

/**
 * Marks an element whose Escape is its own (the edit box cancels the edit). Radix hears Escape on
 * the document before React does, so the sheet asks this mark before closing.
 */
export const ESCAPE_STAYS_HERE = 'data-escape-stays-here';

interface EditCommentFormProps {
  comment: TComment;
  place: CommentPlace;
  onDone: () => void;
}

function EditCommentForm({ comment, place, onDone }: EditCommentFormProps) {
  const { t } = useTranslation();
  const edit = useEditComment();
  const form = useZodForm({
    schema: ZCommentSchema,
    initialValues: { text: comment.text ?? '' },
    onSubmit: async (input) => {
      await edit.mutateAsync({ ...place, commentId: comment.id, ...input });
      onDone();
    },
  });
  const error = form.errorOf('text');
  return (
    <form onSubmit={form.onSubmit} noValidate className="flex flex-col gap-2">
      <label htmlFor={form.frame('text').id} className="sr-only">
        {t('reactions.editLabel')}
      </label>
      <textarea
        {...form.field('text')}
        rows={2}
        maxLength={LIMITS.commentMax}
        // Escape cancels just this edit; the sheet (see ESCAPE_STAYS_HERE) stays open.
        {...{ [ESCAPE_STAYS_HERE]: '' }}
        onKeyDown={(event) => {
          if (event.key !== 'Escape' || event.nativeEvent.isComposing) return;
          event.preventDefault();
          onDone();
        }}
        // biome-ignore lint/a11y/noAutofocus: the person just asked to edit this text.
        autoFocus
        className="min-h-16 w-full resize-none rounded-xl border border-input bg-background px-3 py-2 text-base focus-visible:border-ring focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring/25 aria-invalid:border-destructive [field-sizing:content]"
      />
      {error && (
        <p
          id={`${form.frame('text').id}-message`}
          role="alert"
          className="text-xs font-medium text-destructive"
        >
          {error}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="ghost" size="sm" onClick={onDone}>
          {t('reactions.cancel')}
        </Button>
        <Button type="submit" size="sm" isLoading={form.isSubmitting}>
          {t('reactions.save')}
        </Button>
      </div>
    </form>
  );
}

/** One comment: mine on the right in the app's colour, my partner's on the left. */
interface CommentItemProps {
  comment: TComment;
  /** The memory or photo whose thread it is in. */
  place: CommentPlace;
  partnerName: string;
  /** Where the focus goes once this comment is deleted (the thread's comment box). */
  commentBox: () => HTMLElement | null | undefined;
}

export function CommentItem({ comment, place, partnerName, commentBox }: CommentItemProps) {
  const { t, i18n } = useTranslation();
  const remove = useDeleteComment();
  const [isEditing, setIsEditing] = useState(false);
  // Saving or cancelling unmounts the editor, and with it the focus: it goes back to "Editar".
  const editButton = useRef<HTMLButtonElement>(null);
  const isLeavingEditor = useRef(false);
  const leaveEditor = () => {
    isLeavingEditor.current = true;
    setIsEditing(false);
  };
  useEffect(() => {
    if (isEditing || !isLeavingEditor.current) return;
    isLeavingEditor.current = false;
    editButton.current?.focus();
  }, [isEditing]);
  const author = comment.isMine
    ? t('reactions.you')
    : comment.createdBy
      ? firstName(partnerName)
      : t('reactions.someone');

  return (
    <li className={cn('flex flex-col gap-1', comment.isMine ? 'items-end' : 'items-start')}>
      <div
        className={cn(
          'max-w-[85%] rounded-2xl px-3.5 py-2.5 shadow-xs',
          isEditing && 'w-full max-w-full',
          comment.isMine
            ? 'rounded-br-md bg-primary-soft text-foreground dark:bg-primary/20'
            : 'rounded-bl-md border border-border/70 bg-card',
        )}
      >
        <p className="mb-0.5 flex items-baseline gap-2 text-xs">
          <span className="font-extrabold text-primary">{author}</span>
          <time dateTime={comment.createdAt} className="text-muted-foreground">
            {writtenAt(comment.createdAt, languageOf(i18n.resolvedLanguage))}
          </time>
          {comment.editedAt && (
            <span className="text-muted-foreground">· {t('reactions.edited')}</span>
          )}
        </p>
        {isEditing ? (
          <EditCommentForm comment={comment} place={place} onDone={leaveEditor} />
        ) : (
          <>
            {comment.voice && (
              <VoicePlayer
                src={comment.voice.url}
                durationMs={comment.voice.durationMs}
                label={
                  comment.isMine
                    ? undefined
                    : t('voice.playerLabelBy', {
                        name: author,
                        duration: formatVoiceTime(comment.voice.durationMs),
                      })
                }
                className="my-1"
              />
            )}
            {comment.text && (
              <p className="text-[0.95rem] whitespace-pre-wrap break-words">{comment.text}</p>
            )}
          </>
        )}
      </div>
      {comment.isMine && <WaitingMark target={comment.id} className="px-1" />}
      {comment.isMine && !isEditing && (
        <div className="flex gap-1 px-1">
          {/* A voice note alone has no words to edit: it is deleted and recorded again. */}
          {comment.text !== null && (
            <button
              ref={editButton}
              type="button"
              onClick={() => setIsEditing(true)}
              aria-label={t('reactions.editLabel')}
              className="inline-flex h-7 items-center gap-1 rounded-full px-2 text-xs font-semibold text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring/40"
            >
              <Pencil aria-hidden="true" className="size-3.5" />
              {t('reactions.edit')}
            </button>
          )}
          <ConfirmDialog
            trigger={
              <button
                type="button"
                aria-label={t('reactions.deleteLabel')}
                className="inline-flex h-7 items-center gap-1 rounded-full px-2 text-xs font-semibold text-muted-foreground hover:bg-destructive/10 hover:text-destructive focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring/40"
              >
                <Trash2 aria-hidden="true" className="size-3.5" />
                {t('reactions.delete')}
              </button>
            }
            icon={<Trash2 />}
            title={t('reactions.deleteTitle')}
            description={t('reactions.deleteDescription')}
            confirmLabel={t('reactions.delete')}
            pendingLabel={t('common.deleting')}
            onConfirm={() => remove.mutateAsync({ ...place, commentId: comment.id })}
            focusAfterDeletion={commentBox}
          />
        </div>
      )}
    </li>
  );
}
