import type { Db } from '@server/db/client';
import { petItems } from '@server/db/schema/pets';
import type { TPetStat } from '@shared/domain/pet';
import { sql } from 'drizzle-orm';

export interface PetItemSeed {
  slug: string;
  emoji: string;
  cost: number;
  effectType: TPetStat;
  effectValue: number;
  /** Spanish, the fallback language; every language's text is in src/web/locales/<lng>/pet.json. */
  name: string;
  description: string;
}

/** The shop's catalogue, cheapest treats to big gifts, three items for each stat. */
export const PET_ITEM_SEEDS: readonly PetItemSeed[] = [
  {
    slug: 'apple',
    emoji: '🍎',
    cost: 5,
    effectType: 'hunger',
    effectValue: 10,
    name: 'Manzana crujiente',
    description: 'Un bocado fresco y dulce para picar entre comidas.',
  },
  {
    slug: 'honey-cookies',
    emoji: '🍪',
    cost: 12,
    effectType: 'hunger',
    effectValue: 25,
    name: 'Galletas de miel',
    description: 'Recién horneadas, doraditas y con olor a domingo en casa.',
  },
  {
    slug: 'celebration-cake',
    emoji: '🎂',
    cost: 30,
    effectType: 'hunger',
    effectValue: 50,
    name: 'Tarta de celebración',
    description: 'Tres pisos de bizcocho y fresas para los días especiales.',
  },
  {
    slug: 'bouncy-ball',
    emoji: '⚽',
    cost: 8,
    effectType: 'happiness',
    effectValue: 15,
    name: 'Pelota saltarina',
    description: 'Rebota por todas partes y nunca se cansa de que la persigan.',
  },
  {
    slug: 'rainbow-kite',
    emoji: '🪁',
    cost: 20,
    effectType: 'happiness',
    effectValue: 30,
    name: 'Cometa arcoíris',
    description: 'Para una tarde de viento, risas y mirar al cielo juntos.',
  },
  {
    slug: 'fair-day',
    emoji: '🎡',
    cost: 40,
    effectType: 'happiness',
    effectValue: 50,
    name: 'Día de feria',
    description: 'Noria, algodón de azúcar y luces de colores hasta el anochecer.',
  },
  {
    slug: 'silk-ribbon',
    emoji: '🎀',
    cost: 6,
    effectType: 'affection',
    effectValue: 10,
    name: 'Lazo de seda',
    description: 'Un detalle pequeño que dice «pienso en ti».',
  },
  {
    slug: 'teddy-bear',
    emoji: '🧸',
    cost: 18,
    effectType: 'affection',
    effectValue: 25,
    name: 'Osito de peluche',
    description: 'Suave, calentito y perfecto para abrazar cuando no estáis.',
  },
  {
    slug: 'love-letter',
    emoji: '💌',
    cost: 35,
    effectType: 'affection',
    effectValue: 45,
    name: 'Carta de amor',
    description: 'Escrita a cuatro manos, con todo lo que sentís por vuestra mascota.',
  },
  {
    slug: 'warm-milk',
    emoji: '🥛',
    cost: 6,
    effectType: 'energy',
    effectValue: 10,
    name: 'Leche tibia',
    description: 'Un vasito antes de dormir para recargar fuerzas.',
  },
  {
    slug: 'fluffy-cushion',
    emoji: '🛏️',
    cost: 15,
    effectType: 'energy',
    effectValue: 25,
    name: 'Cojín mullido',
    description: 'El rincón favorito para una siesta larga al sol.',
  },
  {
    slug: 'starry-blanket',
    emoji: '🌙',
    cost: 32,
    effectType: 'energy',
    effectValue: 45,
    name: 'Manta de estrellas',
    description: 'Brilla suavemente en la oscuridad y trae los mejores sueños.',
  },
];

/**
 * Writes the catalogue; safe to run on every start. An item is matched by its slug, so edited
 * text, prices or effects replace the old ones and ids (and anything pointing at them) stay.
 */
export async function seedPetItems(db: Db): Promise<void> {
  await db
    .insert(petItems)
    .values(PET_ITEM_SEEDS.map((item) => ({ ...item })))
    .onConflictDoUpdate({
      target: petItems.slug,
      set: {
        name: sql`excluded.name`,
        description: sql`excluded.description`,
        emoji: sql`excluded.emoji`,
        cost: sql`excluded.cost`,
        effectType: sql`excluded.effect_type`,
        effectValue: sql`excluded.effect_value`,
      },
    });
}
