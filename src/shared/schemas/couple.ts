import * as z from 'zod/mini';
import { COUPLE_CODE_ALPHABET, LIMITS } from '../constants';
import { isIsoDate } from './dates';

export const ZCreateCoupleSchema = z.object({
  relationshipStartDate: z
    .string({ error: 'couple.selectDate' })
    .check(
      z.trim(),
      z.minLength(1, { error: 'couple.selectDate' }),
      z.refine(isIsoDate, { error: 'validation.dateFormat', abort: true }),
    ),
});
export type TCreateCouple = z.infer<typeof ZCreateCoupleSchema>;

/** The code as typed: trimmed and upper-cased, then at most 8 characters. */
export const ZJoinCoupleSchema = z.object({
  code: z
    .string({ error: 'couple.enterCode' })
    .check(
      z.trim(),
      z.toUpperCase(),
      z.minLength(1, { error: 'couple.enterCode' }),
      z.maxLength(LIMITS.coupleCodeLength, { error: 'couple.invalidCode' }),
    ),
});
export type TJoinCouple = z.infer<typeof ZJoinCoupleSchema>;

export const normalizeCoupleCodeInput = (value: string) =>
  value.toUpperCase().slice(0, LIMITS.coupleCodeLength);

export const isWellFormedCoupleCode = (code: string) =>
  code.length === LIMITS.coupleCodeLength &&
  [...code].every((char) => COUPLE_CODE_ALPHABET.includes(char));

export type TCoupleStatus = 'pending' | 'active';

export interface TCouple {
  id: string;
  status: TCoupleStatus;
  coupleCode: string;
  relationshipStartDate: string;
  createdAt: string;
  /** The caller created the code (user1). */
  isCreator: boolean;
}

export interface TMyCoupleResponse {
  couple: TCouple | null;
}

export interface TCreateCoupleResponse {
  couple: TCouple;
  /** True when the caller already had a pending code and got it back. */
  existing: boolean;
}
