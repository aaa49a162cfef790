import { LANGUAGES } from '@shared/constants';
import { describe, expect, it } from 'vitest';
import { newDeviceEmail } from './new-device-email';
import { devicesUrl } from './new-device-notice';

const at = new Date('2026-07-14T18:05:00Z');
const base = {
  name: 'Ana',
  device: { browser: 'Firefox', os: 'Linux', kind: 'computer' as const },
  at,
  timeZone: 'Europe/Madrid',
  devicesUrl: 'https://juntos.example/profile#devices',
};

describe('the new sign-in email', () => {
  it('exists in every language, with the device, the local time and the link', () => {
    const subjects = new Set<string>();
    for (const language of LANGUAGES) {
      const mail = newDeviceEmail({ ...base, language });
      subjects.add(mail.subject);
      expect(mail.text).toContain('Firefox');
      expect(mail.text).toContain('Linux');
      // 18:05 UTC is 20:05 in Madrid in summer.
      expect(mail.text).toContain('20:05');
      expect(mail.text).toContain(base.devicesUrl);
      expect(mail.html).toContain(`href="${base.devicesUrl}"`);
    }
    expect(subjects.size).toBe(LANGUAGES.length);
  });

  it('names what it knows of the device, and escapes the name in HTML', () => {
    const mail = newDeviceEmail({
      ...base,
      language: 'es',
      name: '<b>Ana</b> & "Bruno"',
      device: { browser: null, os: null, kind: 'computer' },
    });
    expect(mail.text).toContain('Un dispositivo desconocido');
    expect(mail.html).not.toContain('<b>Ana</b>');
    expect(mail.html).toContain('&#60;b&#62;Ana&#60;/b&#62; &#38; &#34;Bruno&#34;');
    const onlyBrowser = newDeviceEmail({
      ...base,
      language: 'en',
      device: { browser: 'Safari', os: null, kind: 'phone' },
    });
    expect(onlyBrowser.text).toContain('\nSafari\n');
  });

  it('prints the time in UTC when the stored zone is not one', () => {
    const mail = newDeviceEmail({ ...base, language: 'en', timeZone: 'Mars/Olympus' });
    expect(mail.text).toMatch(/18:05 UTC/);
  });
});

describe('devicesUrl', () => {
  it('links to the profile’s device list, whatever the base URL ends with', () => {
    expect(devicesUrl('https://juntos.example/')).toBe('https://juntos.example/profile#devices');
    expect(devicesUrl('http://localhost:3000')).toBe('http://localhost:3000/profile#devices');
  });
});
