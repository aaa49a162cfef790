import type { $ZodIssue } from 'zod/v4/core';

/**
 * The numbers a schema message names, from its issue: `{{max}}` of a text over its length
 * (zod's `maximum`), `{{min}}` of one under it, or what a refinement declares in `params`. So a
 * limit is written once, in `LIMITS`, and its message says it ("Máximo {{max}} caracteres"):
 * the server sends these as the error's `params`, the forms pass them to `t()`.
 */
export function issueParams(issue: $ZodIssue | undefined): Record<string, number> | undefined {
  if (issue?.code === 'too_big' && typeof issue.maximum === 'number') {
    return { max: issue.maximum };
  }
  if (issue?.code === 'too_small' && typeof issue.minimum === 'number') {
    return { min: issue.minimum };
  }
  if (issue?.code === 'custom' && issue.params) {
    const numbers = Object.entries(issue.params).filter(
      (entry): entry is [string, number] => typeof entry[1] === 'number',
    );
    return numbers.length > 0 ? Object.fromEntries(numbers) : undefined;
  }
  return undefined;
}
