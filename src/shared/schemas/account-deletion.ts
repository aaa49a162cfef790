import { LIMITS } from '@shared/constants';
import * as z from 'zod/mini';

// Messages are i18n keys (locales/<lng>/ending.json).

/** `POST /api/account-deletion`: the password typed again, so a borrowed phone cannot do it. */
export const ZDeleteAccountSchema = z.object(
  {
    password: z
      .string({ error: 'ending.passwordRequired' })
      .check(
        z.minLength(1, { error: 'ending.passwordRequired' }),
        z.maxLength(LIMITS.passwordMax, { error: 'ending.wrongPassword' }),
      ),
  },
  { error: 'errors.invalidInput' },
);
export type TDeleteAccount = z.infer<typeof ZDeleteAccountSchema>;
