import type { AppDependencies } from '@server/deps';
import { coupleRoutes } from '@server/features/couples/require-couple';
import { uploadLimit } from '@server/http/body-limits';
import { readUploadForm } from '@server/http/multipart';
import { resourceId } from '@server/http/resource-id';
import { expectNoBody, parseJson, parseQuery, readJson } from '@server/http/validate';
import { idempotent } from '@server/idempotency/idempotency';
import { IMAGE_RULES } from '@shared/image-rules';
import {
  type TChatMessage,
  type TChatPage,
  type TChatSummary,
  ZChatMarksSchema,
  ZChatPageQuerySchema,
  ZEditChatMessageSchema,
  ZSendChatMessageSchema,
} from '@shared/schemas/chat';
import { VOICE_FIELD, VOICE_RULE } from '@shared/voice-rules';
import type { Context } from 'hono';
import { parse } from 'zod/v4/core';
import {
  deleteChatMessage,
  editChatMessage,
  findChatPage,
  getChatMessage,
  getChatSummary,
  markChat,
  sendChatMessage,
  setChatHeart,
  signalTyping,
} from './chat.service';

const PHOTO = IMAGE_RULES.chatPhoto;
// A message with a photo or a voice note sends its words and its files in one multipart form.
const mediaFormLimit = uploadLimit({
  maxRequestBytes: PHOTO.maxRequestBytes + VOICE_RULE.maxBytes,
  message: PHOTO.messages.tooLarge,
});

const messageId = (c: Context) => resourceId(c, 'id', 'chat.notFound');

/** Words alone come as JSON; words with a photo or a voice note as a multipart form. */
async function readMessage(c: Context) {
  const isForm = c.req.header('content-type')?.toLowerCase().startsWith('multipart/form-data');
  if (!isForm) {
    const input = parse(ZSendChatMessageSchema, await readJson(c));
    return { input, files: { file: null, voice: null } };
  }
  const { fields, file, files } = await readUploadForm(c, 'errors.invalidInput');
  const input = parse(ZSendChatMessageSchema, fields);
  return { input, files: { file, voice: files[VOICE_FIELD] ?? null } };
}

/** The couple's private thread: `/api/chat`. */
export function chatRoutes(deps: AppDependencies) {
  return coupleRoutes(deps)
    .get('/', async (c) => c.json((await getChatSummary(deps, c.var.actor)) satisfies TChatSummary))
    .get('/messages', async (c) => {
      const query = parseQuery(c, ZChatPageQuerySchema);
      return c.json((await findChatPage(deps, c.var.actor, query)) satisfies TChatPage);
    })
    .get('/messages/:id', async (c) =>
      c.json((await getChatMessage(deps, c.var.actor, messageId(c))) satisfies TChatMessage),
    )
    .post('/messages', mediaFormLimit, idempotent(deps), async (c) => {
      const { input, files } = await readMessage(c);
      const message = await sendChatMessage(deps, c.var.actor, input, files);
      return c.json(message satisfies TChatMessage, 201);
    })
    .patch('/messages/:id', async (c) => {
      const id = messageId(c);
      const input = await parseJson(c, ZEditChatMessageSchema);
      return c.json((await editChatMessage(deps, c.var.actor, id, input)) satisfies TChatMessage);
    })
    .delete('/messages/:id', async (c) => {
      await deleteChatMessage(deps, c.var.actor, messageId(c));
      return c.body(null, 204);
    })
    .put('/messages/:id/heart', async (c) => {
      const id = messageId(c);
      return c.json((await setChatHeart(deps, c.var.actor, id, true)) satisfies TChatMessage);
    })
    .delete('/messages/:id/heart', async (c) => {
      await setChatHeart(deps, c.var.actor, messageId(c), false);
      return c.body(null, 204);
    })
    .post('/marks', async (c) => {
      const marks = await parseJson(c, ZChatMarksSchema);
      await markChat(deps, c.var.actor, marks);
      return c.body(null, 204);
    })
    .post('/typing', async (c) => {
      await expectNoBody(c);
      await signalTyping(deps, c.var.actor);
      return c.body(null, 204);
    });
}
