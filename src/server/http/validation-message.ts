import type { $ZodIssue } from 'zod/v4/core';

// Our schemas' messages are i18n keys (`validation.titleRequired`); zod's own defaults are
// English sentences with spaces.
const I18N_KEY = /^[a-zA-Z]+(\.[a-zA-Z0-9]+)+$/;

/**
 * The translated key for a zod issue: the schema's own key when it set one, else one per issue
 * code, for what a schema did not name (a number where a string goes, an unknown key in a strict
 * object): the client still gets a message it can translate, never zod's English.
 */
export function validationMessage(issue: $ZodIssue | undefined): string {
  if (!issue) return 'errors.invalidInput';
  if (I18N_KEY.test(issue.message)) return issue.message;
  switch (issue.code) {
    case 'invalid_type':
      return 'validation.invalidType';
    case 'too_big':
      return 'validation.tooBig';
    case 'too_small':
      return 'validation.tooSmall';
    case 'invalid_format':
      return 'validation.invalidFormat';
    case 'invalid_value':
      return 'validation.invalidChoice';
    case 'unrecognized_keys':
      return 'validation.unknownField';
    default:
      return 'errors.invalidInput';
  }
}
