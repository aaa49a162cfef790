import { LIMITS } from '@shared/constants';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, userRefKeptOnDelete } from './columns';
import { coupleId } from './couples';
import { literal } from './sql-literal';

const stat = (name: string) => integer(name).notNull().default(50);

export const couplePets = pgTable(
  'couple_pets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    coupleId: coupleId(),
    petType: text('pet_type', { enum: ['dog', 'cat', 'bunny', 'dragon', 'unicorn'] }).notNull(),
    petName: varchar('pet_name', { length: LIMITS.petNameMax }).notNull(),
    petColor: varchar('pet_color', { length: LIMITS.colorLength }).notNull(),
    hunger: stat('hunger'),
    energy: stat('energy'),
    affection: stat('affection'),
    happiness: stat('happiness'),
    experience: integer('experience').notNull().default(0),
    coins: integer('coins').notNull().default(0),
    currentMood: text('current_mood', {
      enum: ['very_sad', 'sad', 'neutral', 'happy', 'very_happy'],
    })
      .notNull()
      .default('neutral'),
    lastFedAt: timestamp('last_fed_at', { withTimezone: true }),
    lastPlayedAt: timestamp('last_played_at', { withTimezone: true }),
    lastPetAt: timestamp('last_pet_at', { withTimezone: true }),
    lastSleepAt: timestamp('last_sleep_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // One pet per couple.
    uniqueIndex('couple_pets_couple_id_unique').on(t.coupleId),
    check(
      'couple_pets_type_valid',
      sql`${t.petType} in ('dog', 'cat', 'bunny', 'dragon', 'unicorn')`,
    ),
    check(
      'couple_pets_name_not_blank',
      sql`char_length(btrim(${t.petName})) between 1 and ${literal(LIMITS.petNameMax)}`,
    ),
    check('couple_pets_color_hex', sql`${t.petColor} ~ '^#[0-9A-Fa-f]{6}$'`),
    check('couple_pets_hunger_range', sql`${t.hunger} between 0 and 100`),
    check('couple_pets_energy_range', sql`${t.energy} between 0 and 100`),
    check('couple_pets_affection_range', sql`${t.affection} between 0 and 100`),
    check('couple_pets_happiness_range', sql`${t.happiness} between 0 and 100`),
    check('couple_pets_experience_positive', sql`${t.experience} >= 0`),
    check('couple_pets_coins_positive', sql`${t.coins} >= 0`),
    check(
      'couple_pets_mood_valid',
      sql`${t.currentMood} in ('very_sad', 'sad', 'neutral', 'happy', 'very_happy')`,
    ),
  ],
);

export const petInteractions = pgTable(
  'pet_interactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    petId: uuid('pet_id')
      .notNull()
      .references(() => couplePets.id, { onDelete: 'cascade' }),
    /** Null once that partner deleted their account: the pet's history stays with the couple. */
    userId: userRefKeptOnDelete('user_id'),
    interactionType: text('interaction_type', {
      enum: ['fed', 'played', 'pet', 'sleep'],
    }).notNull(),
    coinsEarned: integer('coins_earned').notNull(),
    experienceGained: integer('experience_gained').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('pet_interactions_pet_id_idx').on(t.petId, t.createdAt),
    check(
      'pet_interactions_type_valid',
      sql`${t.interactionType} in ('fed', 'played', 'pet', 'sleep')`,
    ),
    check('pet_interactions_coins_positive', sql`${t.coinsEarned} >= 0`),
    check('pet_interactions_experience_positive', sql`${t.experienceGained} >= 0`),
  ],
);

/** The shop's catalogue: the same for every couple. */
export const petItems = pgTable(
  'pet_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The seed's stable key: re-seeding updates an item in place instead of duplicating it. */
    slug: varchar('slug', { length: LIMITS.slugMax }).notNull(),
    name: varchar('name', { length: LIMITS.titleMax }).notNull(),
    description: varchar('description', { length: LIMITS.descriptionMax }).notNull(),
    emoji: varchar('emoji', { length: LIMITS.emojiMax }).notNull(),
    cost: integer('cost').notNull(),
    effectType: text('effect_type', {
      enum: ['hunger', 'energy', 'affection', 'happiness'],
    }).notNull(),
    effectValue: integer('effect_value').notNull(),
  },
  (t) => [
    uniqueIndex('pet_items_slug_unique').on(t.slug),
    check('pet_items_cost_positive', sql`${t.cost} > 0`),
    check(
      'pet_items_effect_type_valid',
      sql`${t.effectType} in ('hunger', 'energy', 'affection', 'happiness')`,
    ),
    check('pet_items_effect_value_range', sql`${t.effectValue} between 1 and 100`),
  ],
);
