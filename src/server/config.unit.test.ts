import { describe, expect, it } from 'vitest';
import { configWarnings, loadConfig } from './config';

describe('configWarnings', () => {
  it('warns when emails are sent but PUBLIC_URL is not set: links would point at localhost', () => {
    const warnings = configWarnings(loadConfig({ SMTP_HOST: 'smtp.example.com', PORT: '3000' }));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('PUBLIC_URL');
    expect(warnings[0]).toContain('http://localhost:3000');
  });

  it('is quiet with both set, and with neither (npm start needs no settings)', () => {
    expect(
      configWarnings(
        loadConfig({ SMTP_HOST: 'smtp.example.com', PUBLIC_URL: 'https://juntos.example' }),
      ),
    ).toEqual([]);
    expect(configWarnings(loadConfig({}))).toEqual([]);
  });
});
