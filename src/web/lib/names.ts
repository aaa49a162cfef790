/** The first word of a full name ('Ana María López' -> 'Ana'). */
export function firstName(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? '';
}

/** A word's first letter (or digit): an emoji or a bracket is not an initial. */
const firstLetterOf = (word: string) => word.match(/[\p{L}\p{N}]/u)?.[0] ?? '';

/** Up to two initials for an avatar without a photo ('ana lópez' -> 'AL', 'Ana 🌸' -> 'A'). */
export function initials(fullName: string): string {
  const letters = fullName.trim().split(/\s+/).map(firstLetterOf).filter(Boolean);
  const chosen = letters.length > 1 ? [letters[0], letters[letters.length - 1]] : letters;
  return chosen.join('').toLocaleUpperCase();
}
