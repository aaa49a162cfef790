import { ApiError } from '@web/lib/api-client';
import { describe, expect, it } from 'vitest';
import { toAuthError } from './auth-errors';

const thrown = (error: unknown) => {
  try {
    toAuthError(error);
  } catch (caught) {
    return caught;
  }
  throw new Error('toAuthError did not throw');
};

describe('toAuthError', () => {
  it("turns a known provider code into our key, and a wrong password's 401 into a 400", () => {
    const error = thrown(
      new ApiError(
        401,
        'INVALID_EMAIL_OR_PASSWORD',
        'Invalid email or password',
        {},
        undefined,
        false,
      ),
    );
    expect(error).toMatchObject({
      status: 400,
      message: 'auth.errors.invalidCredentials',
      isTranslationKey: true,
    });
  });

  it("keeps an unknown provider text as it is, and anything that is not the API's error", () => {
    const unknown = new ApiError(422, 'SOMETHING', 'Something else', {}, undefined, false);
    expect(thrown(unknown)).toBe(unknown);
    const offline = new TypeError('Failed to fetch');
    expect(thrown(offline)).toBe(offline);
  });
});
