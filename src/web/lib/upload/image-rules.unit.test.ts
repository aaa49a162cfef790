import { describe, expect, it } from 'vitest';
import { imageFileProblem } from './image-rules';

const rules = { maxBytes: 1000, messages: { tooLarge: 'x.tooLarge', notImage: 'x.notImage' } };

describe('imageFileProblem', () => {
  it('accepts an image within the limit, and a file whose type the browser does not know', () => {
    expect(imageFileProblem({ type: 'image/webp', size: 1000 }, rules)).toBeNull();
    expect(imageFileProblem({ type: '', size: 10 }, rules)).toBeNull();
  });

  it("answers with the caller's own message for each problem", () => {
    expect(imageFileProblem({ type: 'image/png', size: 1001 }, rules)).toBe('x.tooLarge');
    expect(imageFileProblem({ type: 'image/png', size: 0 }, rules)).toBe('x.tooLarge');
    expect(imageFileProblem({ type: 'application/pdf', size: 10 }, rules)).toBe('x.notImage');
  });
});
