import * as z from 'zod/mini';
import { LIMITS } from '../constants';
import {
  PET_ACTIONS,
  PET_TYPES,
  type TPetAction,
  type TPetMood,
  type TPetStat,
  type TPetType,
} from '../domain/pet';
import { noControlCharacters, visibleText } from './text';

/** A missing type and a blank name get one message, naming both ('Datos incompletos...'). */
const INCOMPLETE = 'pet.incomplete';

export const ZCreatePetSchema = z.object(
  {
    petType: z.enum(PET_TYPES, { error: INCOMPLETE }),
    petName: z
      .string({ error: INCOMPLETE })
      .check(
        z.trim(),
        z.minLength(1, { error: INCOMPLETE }),
        z.maxLength(LIMITS.petNameMax, { error: 'pet.nameTooLong' }),
        noControlCharacters('pet.nameInvalid'),
        visibleText(INCOMPLETE),
      ),
    /** Optional: the type's own colour when left out. */
    petColor: z.optional(
      z.nullable(z.string().check(z.regex(/^#[0-9A-Fa-f]{6}$/, { error: 'pet.colorInvalid' }))),
    ),
  },
  { error: INCOMPLETE },
);
export type TCreatePet = z.infer<typeof ZCreatePetSchema>;

export const ZPetActionSchema = z.enum(PET_ACTIONS, { error: 'pet.actionInvalid' });

export interface TPet {
  id: string;
  petType: TPetType;
  petName: string;
  petColor: string;
  /** Stats as they are now, drift included. */
  hunger: number;
  energy: number;
  affection: number;
  happiness: number;
  experience: number;
  level: number;
  coins: number;
  currentMood: TPetMood;
  /** Seconds before the caller may repeat each action (their own cooldown, not the partner's). */
  cooldowns: Record<TPetAction, number>;
}

export interface TPetResponse {
  pet: TPet | null;
}

export interface TPetItem {
  id: string;
  /** Stable key of the catalogue entry; the web translates the item by it. */
  slug: string;
  name: string;
  description: string;
  emoji: string;
  cost: number;
  effectType: TPetStat;
  effectValue: number;
}

export interface TPetShopResponse {
  items: TPetItem[];
}

export interface TPetActionResponse {
  pet: TPet;
  reward: { experience: number; coins: number };
}
