import { describe, expect, it } from 'vitest';
import { normalizeCoupleCodeInput, ZJoinCoupleSchema } from './couple';

describe('normalizeCoupleCodeInput (the code field, as typed or pasted)', () => {
  it.each([
    ['ABCD EFGH', 'ABCDEFGH'],
    ['abcd-efgh', 'ABCDEFGH'],
    ['  abcd.efgh\n', 'ABCDEFGH'],
    ['A B C D E F G H J K', 'ABCDEFGH'],
    // 0/O and 1/I are not in the alphabet, so they cannot be part of a code.
    ['AB0O1ICD', 'ABCD'],
    ['', ''],
  ])('keeps %j as %j', (input, expected) => {
    expect(normalizeCoupleCodeInput(input)).toBe(expected);
  });
});

describe('ZJoinCoupleSchema (the server)', () => {
  it.each([
    ['abcd-efgh', 'ABCDEFGH'],
    [' ABCD EFGH ', 'ABCDEFGH'],
  ])('reads %j as %j', (code, expected) => {
    expect(ZJoinCoupleSchema.parse({ code })).toEqual({ code: expected });
  });

  it('keeps an over-long code over-long, so it is answered as malformed, not cut to a real one', () => {
    const result = ZJoinCoupleSchema.safeParse({ code: 'ABCD-EFGH-J' });
    expect(result.error?.issues[0]?.message).toBe('couple.invalidCode');
  });

  it('asks for a code when only separators were sent', () => {
    const result = ZJoinCoupleSchema.safeParse({ code: ' - ' });
    expect(result.error?.issues[0]?.message).toBe('couple.enterCode');
  });

  it('answers a body that is not an object with a key', () => {
    for (const body of [null, [1], 'x']) {
      expect(ZJoinCoupleSchema.safeParse(body).error?.issues[0]?.message).toBe(
        'errors.invalidInput',
      );
    }
  });
});
