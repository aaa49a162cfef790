import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/mini';
import {
  MEMORY_PAGE_SIZE,
  ZCreateMemorySchema,
  ZMemoryListQuerySchema,
  ZUpdateMemorySchema,
} from './memories';

const firstError = (result: ReturnType<typeof safeParse>) => result.error?.issues[0]?.message;

describe('memory schemas', () => {
  it('trims, and stores blank description and date as null', () => {
    const result = safeParse(ZCreateMemorySchema, {
      title: '  Playa  ',
      description: '   ',
      memoryDate: '',
    });
    expect(result.data).toEqual({ title: 'Playa', description: null, memoryDate: null });
  });

  it('keeps line breaks in a description', () => {
    const result = safeParse(ZCreateMemorySchema, { title: 'A', description: 'uno\ndos' });
    expect(result.data?.description).toBe('uno\ndos');
  });

  it.each([
    [{ title: '' }, 'validation.titleRequired'],
    [{ title: '   ' }, 'validation.titleRequired'],
    [{}, 'validation.titleRequired'],
    [{ title: 'x'.repeat(101) }, 'validation.titleTooLong'],
    [{ title: 'a\u0000b' }, 'memories.textInvalid'],
    [{ title: 'A', description: 'x'.repeat(1001) }, 'validation.descriptionTooLong'],
    [{ title: 'A', description: 'a\u0007' }, 'memories.textInvalid'],
    [{ title: 'A', memoryDate: '14/02/2024' }, 'validation.dateFormat'],
    [{ title: 'A', memoryDate: '2023-02-29' }, 'validation.dateFormat'],
  ])('refuses %j with %s', (input, message) => {
    expect(firstError(safeParse(ZCreateMemorySchema, input))).toBe(message);
  });

  it('accepts exactly 100 and 1000 characters', () => {
    const result = safeParse(ZCreateMemorySchema, {
      title: 'x'.repeat(100),
      description: 'y'.repeat(1000),
      memoryDate: '2024-02-29',
    });
    expect(result.success).toBe(true);
  });

  it('reads removeImage as a flag', () => {
    expect(
      safeParse(ZUpdateMemorySchema, { title: 'A', removeImage: 'true' }).data?.removeImage,
    ).toBe(true);
    expect(safeParse(ZUpdateMemorySchema, { title: 'A' }).data?.removeImage).toBe(false);
    expect(firstError(safeParse(ZUpdateMemorySchema, { title: 'A', removeImage: 'yes' }))).toBe(
      'errors.invalidInput',
    );
  });

  it('defaults the list query to all, newest first, one page', () => {
    expect(safeParse(ZMemoryListQuerySchema, {}).data).toEqual({
      filter: 'all',
      sort: 'date-desc',
      limit: MEMORY_PAGE_SIZE,
    });
    expect(safeParse(ZMemoryListQuerySchema, { limit: '5', sort: 'title' }).data).toMatchObject({
      limit: 5,
      sort: 'title',
    });
  });

  it.each([
    [{ filter: 'photos' }, 'memories.invalidFilter'],
    [{ sort: 'random' }, 'memories.invalidSort'],
    [{ limit: '0' }, 'errors.invalidInput'],
    [{ limit: '61' }, 'errors.invalidInput'],
    [{ limit: '-1' }, 'errors.invalidInput'],
    [{ limit: '1e3' }, 'errors.invalidInput'],
  ])('refuses the query %j', (query, message) => {
    expect(firstError(safeParse(ZMemoryListQuerySchema, query))).toBe(message);
  });
});
