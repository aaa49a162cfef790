import { describe, expect, it } from 'vitest';
import { hasNoControlCharacters } from './text';

describe('hasNoControlCharacters', () => {
  it.each(['Ana', 'Lucía Pérez', 'Zoë 💕', "O'Brien-Smith", ''])('accepts %j', (value) => {
    expect(hasNoControlCharacters(value)).toBe(true);
  });

  it.each(['Bo\u0000b', 'a\tb', 'a\nb', 'a\u001fb', 'a\u007fb'])('refuses %j', (value) => {
    expect(hasNoControlCharacters(value)).toBe(false);
  });
});
