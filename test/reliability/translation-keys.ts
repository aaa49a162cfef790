import fs from 'node:fs';
import path from 'node:path';

const LOCALE_DIR = path.resolve('src/web/locales/es');

/** Every message key of the Spanish locale (the reference one), as `errors.notFound`. */
export function spanishKeys(): Set<string> {
  const keys = new Set<string>();
  const walk = (prefix: string, value: unknown) => {
    if (typeof value === 'string') keys.add(prefix);
    else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value))
        walk(prefix ? `${prefix}.${key}` : key, child);
    }
  };
  for (const file of fs.readdirSync(LOCALE_DIR).filter((name) => name.endsWith('.json'))) {
    walk('', JSON.parse(fs.readFileSync(path.join(LOCALE_DIR, file), 'utf8')));
  }
  // i18next plural forms (`key_one`, `key_other`) answer to the bare key.
  for (const key of [...keys]) keys.add(key.replace(/_(zero|one|two|few|many|other)$/, ''));
  return keys;
}
