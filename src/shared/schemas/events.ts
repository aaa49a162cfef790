import * as z from 'zod/mini';
import { isIsoDate } from './dates';
import { descriptionField, titleField } from './titled-text';

export const EVENT_TYPES = ['plan', 'intimacy', 'other'] as const;
export type TEventType = (typeof EVENT_TYPES)[number];
export const DEFAULT_EVENT_TYPE: TEventType = 'plan';

const eventDate = z
  .string({ error: 'validation.dateFormat' })
  .check(z.trim(), z.refine(isIsoDate, { error: 'validation.dateFormat', abort: true }));

const eventType = z.enum(EVENT_TYPES, { error: 'validation.eventTypeInvalid' });

/** Create and edit send the whole event; the type defaults to a plan. */
export const ZCreateEventSchema = z.object(
  {
    title: titleField('events.textInvalid'),
    description: descriptionField('events.textInvalid'),
    eventDate,
    eventType: z._default(eventType, DEFAULT_EVENT_TYPE),
    /** The next time together ("Es un reencuentro"): the dashboard counts down to it. */
    reunion: z._default(z.boolean({ error: 'errors.invalidInput' }), false),
  },
  { error: 'errors.invalidInput' },
);
export type TCreateEvent = z.infer<typeof ZCreateEventSchema>;
/** What the form holds before parsing (the type may be left out). */
export type TCreateEventInput = z.input<typeof ZCreateEventSchema>;

export const ZUpdateEventSchema = ZCreateEventSchema;
export type TUpdateEvent = TCreateEvent;

/** 'YYYY-MM', a month of the years dates may have. */
export const isIsoMonth = (value: string) =>
  /^\d{4}-\d{2}$/.test(value) && isIsoDate(`${value}-01`);

/** `GET /api/events?month=2026-02&type=plan`: both optional (no month: every event). */
export const ZEventListQuerySchema = z.object({
  month: z.optional(
    z.string().check(z.refine(isIsoMonth, { error: 'events.monthInvalid', abort: true })),
  ),
  type: z.optional(eventType),
});
export type TEventListQuery = z.infer<typeof ZEventListQuerySchema>;

export interface TEvent {
  id: string;
  title: string;
  description: string | null;
  eventDate: string;
  eventType: TEventType;
  /** A reunion: the partners see each other that day ("Nos vemos en 12 días"). */
  reunion: boolean;
  /** Null once the author deleted their account (only in an ended couple's archive). */
  createdBy: string | null;
  createdAt: string;
}
