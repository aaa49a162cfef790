import { describe, expect, it } from 'vitest';
import { pathAfterSignIn, returnsToShare } from './return-path';

describe('pathAfterSignIn', () => {
  it('returns to the page the person was sent away from, with its query and hash', () => {
    expect(pathAfterSignIn({ from: '/profile' })).toBe('/profile');
    expect(pathAfterSignIn({ from: '/memories?sort=old#top' })).toBe('/memories?sort=old#top');
  });

  it('goes to the dashboard without a known page', () => {
    expect(pathAfterSignIn(null)).toBe('/dashboard');
    expect(pathAfterSignIn(undefined)).toBe('/dashboard');
    expect(pathAfterSignIn({})).toBe('/dashboard');
    expect(pathAfterSignIn({ from: 42 })).toBe('/dashboard');
  });

  it('never leaves the app', () => {
    for (const from of ['//evil.example', '/\\evil.example', 'https://evil.example', 'x']) {
      expect(pathAfterSignIn({ from })).toBe('/dashboard');
    }
  });

  it('never goes back to a sign-in screen', () => {
    expect(pathAfterSignIn({ from: '/' })).toBe('/dashboard');
    expect(pathAfterSignIn({ from: '/auth' })).toBe('/dashboard');
    expect(pathAfterSignIn({ from: '/auth?x=1' })).toBe('/dashboard');
  });

  it('knows when the page behind the sign-in opens shared photos', () => {
    expect(returnsToShare({ from: '/memories?shared=0f3c' })).toBe(true);
    expect(returnsToShare({ from: '/memories?sort=old' })).toBe(false);
    expect(returnsToShare({ from: '//evil.example/?shared=1' })).toBe(false);
    expect(returnsToShare(null)).toBe(false);
  });
});
