/**
 * One language's messages from its JSON files, as `import.meta.glob('./*.json', { eager: true })`
 * gives them. A file's top-level keys are its namespaces (`common`, `profile`...); the locale
 * test makes sure no two files of a language claim the same one.
 */
export function mergeMessages(files: Record<string, { default: Record<string, unknown> }>) {
  return Object.fromEntries(Object.values(files).flatMap((file) => Object.entries(file.default)));
}
