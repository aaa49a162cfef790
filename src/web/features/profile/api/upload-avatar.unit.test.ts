import { LIMITS } from '@shared/constants';
import { imageFileProblem } from '@web/lib/upload/image-rules';
import { describe, expect, it } from 'vitest';
import { AVATAR_RULES } from './upload-avatar';

const file = (type: string, size = 1024) => ({ type, size });
const isAcceptableAvatar = (candidate: ReturnType<typeof file>) =>
  imageFileProblem(candidate, AVATAR_RULES) === null;

describe('the avatar rules', () => {
  it('take an image up to 2 MB', () => {
    expect(isAcceptableAvatar(file('image/jpeg'))).toBe(true);
    expect(isAcceptableAvatar(file('image/png', LIMITS.avatarBytes))).toBe(true);
  });

  it('let the server decide when the browser does not know the type (HEIC on desktop)', () => {
    expect(isAcceptableAvatar(file(''))).toBe(true);
  });

  it('refuse a known type that is not an image, an empty file and one over 2 MB', () => {
    expect(isAcceptableAvatar(file('application/pdf'))).toBe(false);
    expect(isAcceptableAvatar(file('text/plain'))).toBe(false);
    expect(isAcceptableAvatar(file('image/jpeg', 0))).toBe(false);
    expect(isAcceptableAvatar(file('', LIMITS.avatarBytes + 1))).toBe(false);
  });
});
