import type { AppDependencies } from '@server/deps';
import { coupleRoutes } from '@server/features/couples/require-couple';
import { uploadLimit } from '@server/http/body-limits';
import { readUploadForm, type UploadForm } from '@server/http/multipart';
import { resourceId } from '@server/http/resource-id';
import { idempotent } from '@server/idempotency/idempotency';
import { IMAGE_RULES } from '@shared/image-rules';
import {
  type TLetter,
  type TLetters,
  ZLetterSchema,
  ZUpdateLetterSchema,
} from '@shared/schemas/letters';
import { VOICE_FIELD, VOICE_RULE } from '@shared/voice-rules';
import type { Context } from 'hono';
import { parse } from 'zod/v4/core';
import {
  assertLetterEditable,
  createLetter,
  deleteLetter,
  findLetters,
  getLetter,
  openLetter,
  updateLetter,
} from './letters.service';

const PHOTO = IMAGE_RULES.letter;
// Write and edit send the letter's fields, its photo and its voice note in one multipart form.
const letterFormLimit = uploadLimit({
  maxRequestBytes: PHOTO.maxRequestBytes + VOICE_RULE.maxBytes,
  message: PHOTO.messages.tooLarge,
});

const filesOf = ({ file, files }: UploadForm) => ({ file, voice: files[VOICE_FIELD] ?? null });

const letterId = (c: Context) => resourceId(c, 'id', 'letters.notFound');

/**
 * `/api/letters`: "Cartas para abrir más tarde". Every answer goes through the presenter's one
 * rule (`mayRead`): a sealed letter's reader learns only that it waits, from whom and when.
 */
export function lettersRoutes(deps: AppDependencies) {
  return coupleRoutes(deps)
    .get('/', async (c) => c.json((await findLetters(deps, c.var.actor)) satisfies TLetters))
    .get('/:id', async (c) =>
      c.json((await getLetter(deps, c.var.actor, letterId(c))) satisfies TLetter),
    )
    .post('/', letterFormLimit, idempotent(deps), async (c) => {
      const form = await readUploadForm(c, 'errors.invalidInput');
      const input = parse(ZLetterSchema, form.fields);
      const letter = await createLetter(deps, c.var.actor, input, filesOf(form));
      return c.json(letter satisfies TLetter, 201);
    })
    .patch('/:id', letterFormLimit, async (c) => {
      // Not the couple's, not the caller's or already opened: refused before the body is read.
      const id = letterId(c);
      await assertLetterEditable(deps, c.var.actor, id);
      const form = await readUploadForm(c, 'errors.invalidInput');
      const input = {
        ...parse(ZLetterSchema, form.fields),
        ...parse(ZUpdateLetterSchema, form.fields),
      };
      const letter = await updateLetter(deps, c.var.actor, id, input, filesOf(form));
      return c.json(letter satisfies TLetter);
    })
    .delete('/:id', async (c) => {
      await deleteLetter(deps, c.var.actor, letterId(c));
      return c.body(null, 204);
    })
    .post('/:id/open', async (c) =>
      c.json((await openLetter(deps, c.var.actor, letterId(c))) satisfies TLetter),
    );
}
