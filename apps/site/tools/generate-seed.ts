// Writes supabase/seed.sql from the content package's sample data: pnpm --filter @hraun/site exec tsx tools/generate-seed.ts
import { writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { seedSql } from './seed-sql';

const seedFile = resolve(dirname(fileURLToPath(import.meta.url)), '../../../supabase/seed.sql');
writeFileSync(seedFile, seedSql());
console.log(`wrote ${seedFile}`);
