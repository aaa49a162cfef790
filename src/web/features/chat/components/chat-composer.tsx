import { LIMITS } from '@shared/constants';
import { IMAGE_FILE_ACCEPT } from '@shared/image-rules';
import type { TChatMessage } from '@shared/schemas/chat';
import { Button } from '@web/components/ui/button';
import { type RecordedVoice, voiceAttachment } from '@web/components/voice/voice-format';
import { VoiceRecorder } from '@web/components/voice/voice-recorder';
import { cn } from '@web/lib/cn';
import { ImagePlus, Pencil, Reply, SendHorizontal, X } from 'lucide-react';
import {
  type FormEvent,
  type KeyboardEvent,
  type RefObject,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useEditMessage } from '../api/edit-message';
import { signalTyping, typingDone } from '../api/mark-chat';
import { useSendMediaMessage, useSendMessage } from '../api/send-message';
import { QuoteBlock } from './message-bubble';

/** What the composer is doing besides writing a new message. */
export type ComposerMode =
  | { kind: 'new' }
  | { kind: 'reply'; message: TChatMessage }
  | { kind: 'edit'; message: TChatMessage };

interface ChatComposerProps {
  mode: ComposerMode;
  onModeDone: () => void;
  partnerName: string;
  /** A message went (or waits to go): the thread scrolls to it. */
  onSent: () => void;
  /** The box's own element, measured so the thread leaves room for it. */
  boxRef: RefObject<HTMLDivElement | null>;
  textRef: RefObject<HTMLTextAreaElement | null>;
}

/** Shown when a message nears its limit: how many characters of how many. */
const COUNT_FROM = Math.floor(LIMITS.chatMessageMax * 0.9);

/**
 * The bottom of the screen: words (Enter sends, Shift+Enter a new line), a photo, a reply's
 * quote or the message being edited. Typing tells the partner ("escribiendo…").
 */
export function ChatComposer({
  mode,
  onModeDone,
  partnerName,
  onSent,
  boxRef,
  textRef,
}: ChatComposerProps) {
  const { t } = useTranslation();
  const fieldId = useId();
  const [text, setText] = useState('');
  const [photo, setPhoto] = useState<{ file: File; url: string } | null>(null);
  const [voice, setVoice] = useState<RecordedVoice | null>(null);
  const [isRecording, setIsRecording] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const send = useSendMessage();
  const sendMedia = useSendMediaMessage();
  const edit = useEditMessage();
  const isEditing = mode.kind === 'edit';
  const isBusy = send.isPending || sendMedia.isUploading || edit.isPending;

  // Editing starts from the message's words (as they were when the edit began: a live change to
  // the message must not overwrite what is being typed); leaving it empties the box again.
  const editedId = isEditing ? mode.message.id : null;
  const editedText = useRef('');
  editedText.current = isEditing ? (mode.message.text ?? '') : '';
  useEffect(() => {
    if (editedId === null) return;
    setText(editedText.current);
    textRef.current?.focus();
  }, [editedId, textRef]);
  useEffect(() => () => void (photo && URL.revokeObjectURL(photo.url)), [photo]);

  const clear = () => {
    typingDone();
    setText('');
    setPhoto(null);
    setVoice(null);
    onModeDone();
  };

  const hasMedia = (photo !== null || voice !== null) && !isEditing;
  const canSend = !isRecording && (text.trim().length > 0 || hasMedia);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSend || isBusy) return;
    const words = text.trim();
    if (mode.kind === 'edit') {
      if (words !== mode.message.text) await edit.mutateAsync({ id: mode.message.id, text: words });
      clear();
      return;
    }
    const replyToId = mode.kind === 'reply' ? mode.message.id : undefined;
    if (photo || voice) {
      const fields = { text: words, ...(replyToId ? { replyToId } : {}) };
      const attachments = voice ? [voiceAttachment(voice)] : [];
      const sent = await sendMedia.start(photo ? photo.file : [], fields, attachments);
      if (sent === null) return;
    } else {
      await send.mutateAsync({ text: words, ...(replyToId ? { replyToId } : {}) });
    }
    clear();
    onSent();
    textRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape' && mode.kind !== 'new') {
      event.preventDefault();
      clear();
      return;
    }
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit().catch(() => {
      // The mutation's toast said why; the words stay in the box.
    });
  };

  const choosePhoto = (file: File | undefined) => {
    if (!file) return;
    setPhoto({ file, url: URL.createObjectURL(file) });
    textRef.current?.focus();
  };

  return (
    <div
      ref={boxRef}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-border/60 bg-background/97 pt-2 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur-xl"
    >
      <form
        onSubmit={(event) => void submit(event).catch(() => {})}
        noValidate
        className="mx-auto flex max-w-md flex-col gap-2 px-3"
      >
        {mode.kind !== 'new' && (
          <div className="flex items-start gap-2 rounded-2xl bg-primary-soft/60 px-3 py-2">
            {mode.kind === 'reply' ? (
              <Reply aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
            ) : (
              <Pencil aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
            )}
            <div className="min-w-0 flex-1 text-sm">
              <p className="font-bold">
                {mode.kind === 'edit'
                  ? t('chat.editing')
                  : mode.message.isMine
                    ? t('chat.replyingToMe')
                    : t('chat.replyingTo', { name: partnerName })}
              </p>
              {mode.kind === 'reply' && (
                <QuoteBlock
                  quote={{
                    id: mode.message.id,
                    text: mode.message.text,
                    hasImage: mode.message.image !== null,
                    hasVoice: mode.message.voice !== null,
                    isMine: mode.message.isMine,
                  }}
                  words={{
                    you: t('chat.you'),
                    partnerName,
                    photo: t('chat.photo'),
                    voice: t('chat.voice'),
                    quoteOfMine: t('chat.quoteOfMine'),
                    quoteOfPartner: t('chat.quoteOf', { name: partnerName }),
                  }}
                />
              )}
            </div>
            <button
              type="button"
              onClick={clear}
              aria-label={mode.kind === 'edit' ? t('chat.cancel') : t('chat.cancelReply')}
              className="grid size-8 shrink-0 place-items-center rounded-full text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring/40"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          </div>
        )}
        {photo && (
          <div className="relative self-start">
            <img
              src={photo.url}
              alt={t('chat.photoPreview')}
              className="h-24 w-32 rounded-2xl object-cover shadow-xs"
            />
            <button
              type="button"
              onClick={() => setPhoto(null)}
              aria-label={t('chat.removePhoto')}
              className="absolute -top-2 -right-2 grid size-7 place-items-center rounded-full border border-border bg-background text-foreground shadow-xs focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring/40"
            >
              <X aria-hidden="true" className="size-3.5" />
            </button>
          </div>
        )}
        <div className="flex flex-wrap items-end gap-1.5">
          {!isEditing && (
            // One recorder, in the row while idle, on a line of its own while it records or
            // holds a recording (moved by CSS alone: the recording must not restart).
            <VoiceRecorder
              compact
              value={voice}
              onChange={setVoice}
              onRecordingChange={setIsRecording}
              disabled={isBusy}
              className={isRecording || voice ? 'order-first basis-full' : 'shrink-0'}
            />
          )}
          {!isEditing && (
            <>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                onClick={() => fileInput.current?.click()}
                aria-label={t('chat.addPhoto')}
                className="size-10 shrink-0 text-primary [&_svg]:size-5"
              >
                <ImagePlus aria-hidden="true" />
              </Button>
              <input
                ref={fileInput}
                type="file"
                accept={IMAGE_FILE_ACCEPT}
                className="hidden"
                tabIndex={-1}
                aria-hidden="true"
                onChange={(event) => {
                  choosePhoto(event.target.files?.[0]);
                  event.target.value = '';
                }}
              />
            </>
          )}
          <label htmlFor={fieldId} className="sr-only">
            {isEditing ? t('chat.editLabel') : t('chat.inputLabel')}
          </label>
          <textarea
            id={fieldId}
            ref={textRef}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              if (event.target.value.trim() && !isEditing) signalTyping();
            }}
            onKeyDown={onKeyDown}
            rows={1}
            maxLength={LIMITS.chatMessageMax}
            placeholder={t('chat.placeholder')}
            className="max-h-36 min-h-11 min-w-0 flex-1 resize-none rounded-[1.4rem] border border-input bg-card/80 px-4 py-2.5 text-base shadow-xs placeholder:text-muted-foreground/70 focus-visible:border-ring focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring/25 [field-sizing:content]"
          />
          <Button
            type="submit"
            size="icon"
            isLoading={isBusy}
            disabled={!canSend}
            aria-label={isBusy ? t('chat.sending') : isEditing ? t('chat.save') : t('chat.send')}
            className="size-11 shrink-0"
          >
            <SendHorizontal aria-hidden="true" />
          </Button>
        </div>
        {text.length >= COUNT_FROM && (
          <p
            aria-live="polite"
            className={cn(
              'px-2 text-right text-xs tabular-nums',
              text.length >= LIMITS.chatMessageMax ? 'text-destructive' : 'text-muted-foreground',
            )}
          >
            {t('chat.charCount', { count: text.length, max: LIMITS.chatMessageMax })}
          </p>
        )}
      </form>
    </div>
  );
}
