import { LIMITS } from '@shared/constants';
import { type TReactionTarget, ZVoiceCommentSchema } from '@shared/schemas/reactions';
import { Button } from '@web/components/ui/button';
import { type RecordedVoice, voiceAttachment } from '@web/components/voice/voice-format';
import { VoiceRecorder } from '@web/components/voice/voice-recorder';
import { cn } from '@web/lib/cn';
import { useZodForm } from '@web/lib/forms/use-zod-form';
import { SendHorizontal } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddComment } from '../api/add-comment';

/**
 * The box at the bottom of the sheet: up to 500 characters, a voice note, or both, sent with the
 * button. The microphone sits beside the box; a recording takes the row above it.
 */
export function CommentForm({ target, id }: { target: TReactionTarget; id: string }) {
  const { t } = useTranslation();
  const add = useAddComment();
  const [voice, setVoice] = useState<RecordedVoice | null>(null);
  const [isRecording, setIsRecording] = useState(false);
  const form = useZodForm({
    schema: ZVoiceCommentSchema,
    initialValues: { text: '' },
    refine: ({ text }) =>
      text || voice ? null : { field: 'text', message: 'reactions.commentRequired' },
    onSubmit: async ({ text }) => {
      const attachment = voice && voiceAttachment(voice);
      await add.mutateAsync({
        target,
        id,
        text: text ?? '',
        voice: attachment
          ? { blob: attachment.file, name: attachment.name, durationMs: voice.durationMs }
          : undefined,
      });
      form.reset();
      setVoice(null);
    },
  });
  const isExpanded = isRecording || voice !== null;
  const error = form.errorOf('text');
  // UTF-16 units, as the schema's and the textarea's maxLength count them.
  const length = form.values.text.length;

  return (
    <form
      onSubmit={form.onSubmit}
      noValidate
      className="flex flex-col gap-1 border-t border-border/70 pt-3"
    >
      <div className="flex flex-wrap items-end gap-2">
        <label htmlFor={form.frame('text').id} className="sr-only">
          {t('reactions.inputLabel')}
        </label>
        <textarea
          {...form.field('text')}
          // Enter writes a new line (comments may have several); Ctrl or Cmd + Enter sends.
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) form.onSubmit(event);
          }}
          rows={1}
          maxLength={LIMITS.commentMax}
          placeholder={t('reactions.placeholder')}
          className="max-h-32 min-h-11 min-w-0 flex-1 resize-none rounded-2xl border border-input bg-card/70 px-4 py-2.5 text-base shadow-xs placeholder:text-muted-foreground/70 focus-visible:border-ring focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring/25 aria-invalid:border-destructive [field-sizing:content]"
        />
        <VoiceRecorder
          compact
          value={voice}
          onChange={setVoice}
          onRecordingChange={setIsRecording}
          disabled={form.isSubmitting}
          className={cn(isExpanded && 'order-first basis-full')}
        />
        <Button
          type="submit"
          size="icon"
          disabled={isRecording}
          isLoading={form.isSubmitting}
          aria-label={form.isSubmitting ? t('reactions.sending') : t('reactions.send')}
          className="size-11 shrink-0"
        >
          <SendHorizontal aria-hidden="true" />
        </Button>
      </div>
      <div className="flex justify-between gap-2 px-1 text-xs">
        <p
          id={`${form.frame('text').id}-message`}
          role={error ? 'alert' : undefined}
          className="font-medium text-destructive"
        >
          {error}
        </p>
        <span
          aria-hidden="true"
          className={
            length > LIMITS.commentMax ? 'text-destructive' : 'text-muted-foreground tabular-nums'
          }
        >
          {t('reactions.charCount', { count: length, max: LIMITS.commentMax })}
        </span>
      </div>
    </form>
  );
}
