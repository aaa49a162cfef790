import { z } from 'zod';

/** A yes/no environment variable: 'true' or '1' is yes; unset, empty, 'false' or '0' is no. */
export const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1');
