import { afterAll, describe, expect, it } from 'vitest';
import { setupResource } from './setup-resource';

const events: string[] = [];

describe('a resource made for a describe', () => {
  const first = setupResource('first', async () => {
    events.push('open first');
    return { name: 'first', close: async () => void events.push('close first') };
  });
  const second = setupResource('second', async () => {
    events.push(`open second after ${first.name}`);
    return { name: 'second', close: async () => void events.push('close second') };
  });
  let readTooEarly: unknown;
  try {
    void first.name;
  } catch (error) {
    readTooEarly = error;
  }

  it('refuses to be read before its beforeAll, naming it', () => {
    expect(String(readTooEarly)).toContain('first is used outside its beforeAll/afterAll');
  });

  it('is the made resource inside tests: properties, keys, spread', () => {
    expect(first.name).toBe('first');
    expect('close' in second).toBe(true);
    expect(Object.keys(first)).toEqual(['name', 'close']);
    expect({ ...second }.name).toBe('second');
  });
});

afterAll(() => {
  // The describe's afterAll hooks ran: the second closed before the first it may depend on.
  expect(events).toEqual(['open first', 'open second after first', 'close second', 'close first']);
});
