import pino from 'pino';

/**
 * Keeps people's addresses and data out of the server log, whoever writes the line (our code,
 * better-auth's "Sign-up attempt for existing email: ...", a failed query's message): an email
 * in any text becomes `[email]`, and a query's parameters (emails, names, what someone wrote) are
 * never written. Lines name people by id.
 */
const EMAIL = /[^\s@<>"'`(),;:[\]]+@[^\s@<>"'`(),;:[\]]+\.[a-z]{2,}/gi;
const HIDDEN = '[hidden]';

/**
 * Drizzle's message for a failed query ends with its parameters (`\nparams: a,b,c`), which may
 * span lines: hidden up to the stack's first frame, the cause, or the end.
 */
export const scrubText = (text: string): string => {
  // Every request's access line passes here: most texts hold neither, and skip both regexes.
  let scrubbed = text;
  if (scrubbed.includes('\nparams: ')) {
    scrubbed = scrubbed.replace(/(\nparams: )[\s\S]*?(?=\n\s+at |\ncaused by|$)/g, `$1${HIDDEN}`);
  }
  return scrubbed.includes('@') ? scrubbed.replace(EMAIL, '[email]') : scrubbed;
};

function scrubValue(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (depth > 4 || typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1));
  // Only plain objects are rebuilt: a Date, a Buffer or an Error (which the `err` serializer
  // scrubs) are left for pino to write as it does.
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return value;
  const scrubbed: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    scrubbed[key] = key === 'params' ? HIDDEN : scrubValue(item, depth + 1);
  }
  return scrubbed;
}

/** The error serializer pino uses for `err`, with its message, stack and fields scrubbed. */
const scrubbedError = (error: Error) => scrubValue({ ...pino.stdSerializers.err(error) }, 0);

/** The options that make a pino logger private: give them to every logger the server makes. */
export const privateLogOptions = {
  serializers: { err: scrubbedError },
  hooks: {
    logMethod(this: pino.Logger, args: Parameters<pino.LogFn>, method: pino.LogFn) {
      const scrubbed = args.map((arg) =>
        arg instanceof Error ? arg : scrubValue(arg, 0),
      ) as Parameters<pino.LogFn>;
      method.apply(this, scrubbed);
    },
  },
} satisfies pino.LoggerOptions;
