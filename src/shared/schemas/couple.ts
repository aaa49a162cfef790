import { COUPLE_CODE_ALPHABET, LIMITS } from '@shared/constants';
import * as z from 'zod/mini';
import { isIsoDate } from './dates';

// Every object carries its own key, so a body that is not an object (null, [1], "x") gets a
// translated message instead of zod's English one.
export const ZCreateCoupleSchema = z.object(
  {
    relationshipStartDate: z
      .string({ error: 'couple.selectDate' })
      .check(
        z.trim(),
        z.minLength(1, { error: 'couple.selectDate' }),
        z.refine(isIsoDate, { error: 'validation.dateFormat', abort: true }),
      ),
  },
  { error: 'errors.invalidInput' },
);
export type TCreateCouple = z.infer<typeof ZCreateCoupleSchema>;

/**
 * The code's own symbols in what someone typed or pasted: upper-cased, and everything outside
 * the alphabet dropped (the space or dash of 'ABCD EFGH', 'abcd-efgh', surrounding blanks).
 */
export const stripCoupleCode = (value: string) =>
  [...value.toUpperCase()].filter((char) => COUPLE_CODE_ALPHABET.includes(char)).join('');

/** What the code field keeps as the user types or pastes: the code's symbols, at most 8. */
export const normalizeCoupleCodeInput = (value: string) =>
  stripCoupleCode(value).slice(0, LIMITS.coupleCodeLength);

/**
 * The code as sent, stripped like the field does it. Not cut to 8 here: an over-long code stays
 * malformed ('couple.invalidCode', which the route answers like an unknown code).
 */
export const ZJoinCoupleSchema = z.object(
  {
    code: z
      .string({ error: 'couple.enterCode' })
      .check(
        z.overwrite(stripCoupleCode),
        z.minLength(1, { error: 'couple.enterCode' }),
        z.maxLength(LIMITS.coupleCodeLength, { error: 'couple.invalidCode' }),
      ),
  },
  { error: 'errors.invalidInput' },
);
export type TJoinCouple = z.infer<typeof ZJoinCoupleSchema>;

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

export interface TJoinCoupleResponse {
  couple: TCouple;
}
