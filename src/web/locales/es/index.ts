// The texts the first paint needs (the sign-in screen), by file: the chunk every visit waits
// for. The files named here are listed again, excluded, in screens.ts.
export default import.meta.glob<Record<string, unknown>>(
  ['./common.json', './auth.json', './validation.json'],
  { eager: true, import: 'default' },
);
