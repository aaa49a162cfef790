import { useRef, useState } from 'react';
import { ApiError } from '../api-client';
import { notifyFailure, notifyInfo } from '../feedback/notify';
import type { TNeedsConnection } from '../feedback/offline-rule';
import { type MutationFeedback, useAppMutation } from '../feedback/use-app-mutation';
import type { TranslationKey } from '../i18n-keys';
import { runtimeKey } from '../i18n-keys';
import { idempotencyHeaders, sendOnce } from '../idempotent-request';
import type { BoundChange } from '../outbox/outbox-kind';
import { QUEUED, type Submitted, submitChange } from '../outbox/submit-change';
import { QUEUED_TEXT } from '../outbox/use-outbox-mutation';
import { type FitRule, fitImage } from './fit-image';
import { type ImageUploadRules, imageFileProblem } from './image-rules';
import { uploadRequest } from './upload-request';

export interface UploadVariables {
  files: File[];
  fields: Record<string, string>;
  /**
   * Other files in fields of their own (a voice note in `voice`), sent beside the photos and not
   * checked by the photo rules: the server checks them.
   */
  attachments?: UploadAttachment[];
}

export interface UploadAttachment {
  field: string;
  file: Blob;
  name: string;
}

export interface PreparedFiles {
  /** What to send: each chosen file, or its scaled-down copy. */
  ready: File[];
  /** What cannot be sent, with the message key that says why. */
  refused: Array<{ file: File; problem: TranslationKey }>;
}

interface UploadBase<TData> extends MutationFeedback<TData, UploadVariables> {
  path: string;
  method?: 'POST' | 'PUT' | 'PATCH';
  /** The multipart field each file goes in ('file' unless the route says otherwise). */
  fileField?: string;
  /** The photo's rule; `maxDimension` is the size a too-heavy photo is scaled down to. */
  rules: ImageUploadRules & FitRule;
  /** What to do with what the server stored (put it in the cache...). */
  onUploaded?: (data: TData) => unknown;
}

/**
 * Each upload declares what it does offline (feedback/offline-rule.ts): the outbox keeps it, or
 * it needs a connection, for a reason.
 */
type UseUploadOptions<TData> = UploadBase<TData> &
  (
    | {
        /**
         * The change as the outbox keeps it (`bindChange(kind, vars)`): without a signal, the
         * upload waits on the device, shows at once, and goes when the signal returns.
         */
        outbox: (upload: UploadVariables) => BoundChange;
        needsConnection?: never;
      }
    | { outbox?: never; needsConnection: TNeedsConnection }
  );

/**
 * The one upload helper: checks each photo against the caller's limits and messages, sends
 * them with a visible progress (render <UploadProgress upload={...} />), can be cancelled, and
 * resolves with what the server stored (null when refused, cancelled or failed: the toast is
 * already shown). Usage:
 *
 *   const upload = useUpload<TProfile>({ path: '/api/profile/avatar', method: 'PUT',
 *     rules: IMAGE_RULES.avatar, // from @shared/image-rules
 *     success: 'profile.updated', failure: 'profile.updateError', onUploaded: store });
 *   const stored = await upload.start(file);
 */
export function useUpload<TData>({
  path,
  method = 'POST',
  fileField = 'file',
  rules,
  onUploaded,
  outbox,
  needsConnection,
  success,
  failure,
}: UseUploadOptions<TData>) {
  const [progress, setProgress] = useState<number | null>(null);
  const controller = useRef<AbortController | null>(null);

  const mutation = useAppMutation<Submitted<TData>, UploadVariables>({
    // With an outbox, the outbox keeps it offline; else it says at once that it cannot go.
    offline: needsConnection ? { needsConnection } : 'outbox',
    success: (data, variables) => {
      if (data === QUEUED) return null;
      return typeof success === 'function' ? success(data, variables) : (success ?? null);
    },
    failure,
    mutationFn: ({ files, fields, attachments = [] }) => {
      const body = new FormData();
      for (const [name, value] of Object.entries(fields)) body.append(name, value);
      for (const file of files) body.append(fileField, file);
      for (const { field, file, name } of attachments) body.append(field, file, name);
      controller.current = new AbortController();
      const { signal } = controller.current;
      const send = (headers: Record<string, string>) => {
        setProgress(0);
        return uploadRequest<TData>(path, {
          method,
          body,
          onProgress: setProgress,
          signal,
          headers,
        });
      };
      const change = outbox?.({ files, fields, attachments });
      // Sent now with its progress when there is a signal; kept with the same key otherwise.
      if (change) {
        return submitChange(change.kind, change.vars, (key) => send(idempotencyHeaders(key)));
      }
      // A POST creates (a memory, a plan's photos): retried after a lost answer with one key,
      // so it creates once. PUT and PATCH replace, and are safe to send again as they are.
      return method === 'POST' ? sendOnce((key) => send(idempotencyHeaders(key))) : send({});
    },
    onSuccess: (data) => {
      if (data === QUEUED) return notifyInfo(QUEUED_TEXT);
      return onUploaded?.(data);
    },
    onSettled: () => {
      controller.current = null;
      setProgress(null);
    },
  });

  /**
   * The chosen photos made ready to send: a photo over the limit is scaled down in the browser
   * (see fit-image.ts); what still cannot go is listed with its message key, never dropped
   * without a word.
   */
  const prepare = async (files: File[]): Promise<PreparedFiles> => {
    const prepared: PreparedFiles = { ready: [], refused: [] };
    for (const file of files) {
      const typeProblem = imageFileProblem({ size: 1, type: file.type }, rules);
      const fitted = typeProblem ? null : await fitImage(file, rules);
      const problem =
        typeProblem ??
        (fitted?.kind === 'ready'
          ? imageFileProblem(fitted.file, rules)
          : runtimeKey(
              fitted?.kind === 'unreadable' ? rules.messages.notImage : rules.messages.tooLarge,
            ));
      if (problem || fitted?.kind !== 'ready') {
        prepared.refused.push({ file, problem: problem ?? runtimeKey(rules.messages.tooLarge) });
      } else prepared.ready.push(fitted.file);
    }
    return prepared;
  };

  /** The message key of the first file the server would refuse, or null. */
  const problemOf = (files: File[]) =>
    files.map((file) => imageFileProblem(file, rules)).find((problem) => problem !== null) ?? null;

  /** What the server stored; QUEUED when kept to send later; null when refused or cancelled. */
  const start = async (
    chosen: File | File[],
    fields: Record<string, string> = {},
    attachments: UploadAttachment[] = [],
  ): Promise<Submitted<TData> | null> => {
    const given = Array.isArray(chosen) ? chosen : [chosen];
    // Photos over the limit are scaled down first (the avatar's; a form prepares its own).
    const isAnyOver = given.some((file) => file.size > rules.maxBytes);
    const { ready: files, refused } = isAnyOver
      ? await prepare(given)
      : { ready: given, refused: [] };
    const problem = refused[0]?.problem ?? problemOf(files);
    if (problem) {
      notifyFailure(new ApiError(400, 'invalid_file', problem), problem);
      return null;
    }
    return mutation.mutateAsync({ files, fields, attachments }).catch(() => null);
  };

  return {
    start,
    prepare,
    problemOf,
    cancel: () => controller.current?.abort(),
    /** From 0 to 1 while uploading, else null. */
    progress,
    isUploading: mutation.isPending,
  };
}

export type Upload = ReturnType<typeof useUpload>;
