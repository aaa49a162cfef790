import { z } from 'zod';
import { LIMITS } from '../constants';

export const ZUpdateProfileSchema = z.object({
  fullName: z
    .string({ error: 'profile.nameRequired' })
    .trim()
    .min(1, { error: 'profile.nameRequired' })
    .max(LIMITS.nameMax, { error: 'profile.nameTooLong' }),
});
export type TUpdateProfile = z.infer<typeof ZUpdateProfileSchema>;

export interface TProfile {
  id: string;
  fullName: string;
  email: string;
  /** A signed URL, valid for an hour, or null. */
  avatarUrl: string | null;
}

export interface TPartnerProfile {
  id: string;
  fullName: string;
  avatarUrl: string | null;
}
