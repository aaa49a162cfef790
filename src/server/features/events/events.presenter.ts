import type { TEvent } from '@shared/schemas/events';
import type { EventRow } from './events.repository';

/** An event row as the API answers it. */
export const presentEvent = ({ createdAt, ...row }: EventRow): TEvent => ({
  ...row,
  createdAt: createdAt.toISOString(),
});
