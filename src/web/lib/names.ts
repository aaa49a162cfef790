/** The first word of a full name ('Ana María López' -> 'Ana'). */
export function firstName(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? '';
}

/** Up to two initials for an avatar without a photo ('ana lópez' -> 'AL'). */
export function initials(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : [words[0]];
  return letters
    .map((word) => (word ? [...word][0] : ''))
    .join('')
    .toLocaleUpperCase();
}
