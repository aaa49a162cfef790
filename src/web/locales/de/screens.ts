// Every other JSON of this folder, by file, in one chunk loaded once a signed-in screen is on
// its way (lib/i18n.ts): a new feature's texts are picked up without an import here.
export default import.meta.glob<Record<string, unknown>>(
  ['./*.json', '!./common.json', '!./auth.json', '!./validation.json'],
  { eager: true, import: 'default' },
);
