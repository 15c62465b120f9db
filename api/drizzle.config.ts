import { defineConfig } from 'drizzle-kit';

// Migrations are generated once and checked in; the server applies the same folder to PGlite and PostgreSQL.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
  strict: true,
  verbose: true,
});
