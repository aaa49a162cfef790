import { type ClassValue, clsx } from 'clsx';

/**
 * Joins class names. No tailwind-merge (7 KB on the first load): components expose variants
 * instead of letting callers override a class they already set.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
