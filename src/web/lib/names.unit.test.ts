import { describe, expect, it } from 'vitest';
import { firstName, initials } from './names';

describe('initials', () => {
  it('takes the first letter of the first and last words', () => {
    expect(initials('ana lópez')).toBe('AL');
    expect(initials('Ana María López')).toBe('AL');
    expect(initials('  Émile  ')).toBe('É');
  });

  it('never takes an emoji or a symbol for a letter', () => {
    expect(initials('Ana García 🌸')).toBe('AG');
    expect(initials('🌸 Ana')).toBe('A');
    expect(initials('Ana 🌸')).toBe('A');
    expect(initials('(Bruno) Díaz')).toBe('BD');
    expect(initials('💕')).toBe('');
  });
});

describe('firstName', () => {
  it('is the first word', () => {
    expect(firstName(' Ana María López ')).toBe('Ana');
  });
});
