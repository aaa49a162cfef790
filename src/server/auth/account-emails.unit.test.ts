import { LANGUAGES } from '@shared/constants';
import { describe, expect, it } from 'vitest';
import { type AccountEmailKind, accountEmail } from './account-emails';
import { emailLanguage } from './email-language';

const KINDS: AccountEmailKind[] = ['confirmation', 'passwordReset', 'emailChange'];

describe('account emails', () => {
  it('name the product Juntos in every language and kind, and carry the link', () => {
    for (const language of LANGUAGES) {
      for (const kind of KINDS) {
        const email = accountEmail(kind, {
          language,
          name: 'Marta',
          url: 'https://x.test/a?b=1&c',
        });
        expect(email.subject, `${language} ${kind}`).toMatch(/· Juntos$/);
        expect(`${email.subject}${email.text}${email.html}`).not.toMatch(/nosotros/i);
        expect(email.text).toContain('https://x.test/a?b=1&c');
        expect(email.html).toContain('href="https://x.test/a?b=1&#38;c"');
      }
    }
  });

  it('differ between languages (none left in Spanish)', () => {
    for (const kind of KINDS) {
      const subjects = LANGUAGES.map(
        (language) => accountEmail(kind, { language, name: 'M', url: 'u' }).subject,
      );
      expect(new Set(subjects).size, kind).toBe(LANGUAGES.length);
    }
  });

  it('escape the name in the HTML', () => {
    const email = accountEmail('confirmation', { language: 'en', name: '<b>M', url: 'u' });
    expect(email.html).toContain('Hi &#60;b&#62;M');
    expect(email.text).toContain('Hi <b>M 💕');
  });
});

describe('emailLanguage', () => {
  it('takes the saved language first, then the browser, then Spanish', () => {
    expect(emailLanguage('fr', 'en-GB,en;q=0.9')).toBe('fr');
    expect(emailLanguage(null, 'en-GB,en;q=0.9')).toBe('en');
    expect(emailLanguage('xx', 'de-CH')).toBe('de');
    expect(emailLanguage(undefined, 'ja')).toBe('es');
    expect(emailLanguage(undefined, undefined)).toBe('es');
  });
});
