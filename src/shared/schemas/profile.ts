import { LIMITS } from '@shared/constants';
import * as z from 'zod/mini';
import { noControlCharacters, visibleText } from './text';

export const ZUpdateProfileSchema = z.object(
  {
    fullName: z
      .string({ error: 'profile.nameRequired' })
      .check(
        z.trim(),
        z.minLength(1, { error: 'profile.nameRequired' }),
        z.maxLength(LIMITS.nameMax, { error: 'profile.nameTooLong' }),
        noControlCharacters('validation.nameInvalid'),
        visibleText('profile.nameRequired'),
      ),
  },
  { error: 'errors.invalidInput' },
);
export type TUpdateProfile = z.infer<typeof ZUpdateProfileSchema>;

export interface TProfile {
  id: string;
  fullName: string;
  email: string;
  /** A signed URL (valid for at least an hour), or null. */
  avatarUrl: string | null;
}

export interface TPartnerProfile {
  id: string;
  fullName: string;
  avatarUrl: string | null;
}
