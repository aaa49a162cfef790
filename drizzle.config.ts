import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: process.env.DRIZZLE_OUT ?? './migrations',
  casing: undefined,
});
