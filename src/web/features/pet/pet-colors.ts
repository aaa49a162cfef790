/** `hex` moved toward white (amount > 0) or black (amount < 0), for the pet's shading. */
export function shade(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const target = amount > 0 ? 255 : 0;
  const weight = Math.min(1, Math.abs(amount));
  const channel = (shift: number) => {
    const own = (value >> shift) & 255;
    return Math.round(own + (target - own) * weight)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

export const INK = '#3A2430';
export const BLUSH = '#FF8FA3';
export const INNER_EAR = '#FFC2D1';
export const GOLD = '#F6C453';

/**
 * Soft colours that keep the face readable, in both themes, each with the name a screen reader
 * says (`pet.setup.colors.<name>`): "#F28DA6" means nothing read aloud.
 */
export const PET_COLORS = [
  { hex: '#F28DA6', name: 'pink' },
  { hex: '#F4A259', name: 'orange' },
  { hex: '#F6D06F', name: 'yellow' },
  { hex: '#8FD694', name: 'green' },
  { hex: '#6EC6E8', name: 'skyBlue' },
  { hex: '#8E9CF2', name: 'periwinkle' },
  { hex: '#C79BEA', name: 'lilac' },
  { hex: '#B8A89A', name: 'sand' },
] as const;
