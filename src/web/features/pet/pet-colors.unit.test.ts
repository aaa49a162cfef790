import { describe, expect, it } from 'vitest';
import { shade } from './pet-colors';

describe('shade', () => {
  it('lightens toward white and darkens toward black', () => {
    expect(shade('#808080', 0.5)).toBe('#c0c0c0');
    expect(shade('#808080', -0.5)).toBe('#404040');
    expect(shade('#C8874E', 0)).toBe('#c8874e');
    expect(shade('#123456', 1)).toBe('#ffffff');
  });
});
