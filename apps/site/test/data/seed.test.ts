// supabase/seed.sql is generated from the content package's sample data and must stay in step with it.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { seedSql, sqlString } from '../../tools/seed-sql';

const seedFile = new URL('../../../../supabase/seed.sql', import.meta.url);

describe('supabase/seed.sql', () => {
  it('is exactly what the sample data generates (regenerate: tsx tools/generate-seed.ts)', () => {
    expect(readFileSync(seedFile, 'utf8')).toBe(seedSql());
  });

  it('quotes text safely and keeps each row in its language', () => {
    const sql = seedSql({
      projects: {
        is: [{ id: 'p1', title: "O'Brien'); drop table news; --", tags: ["a'b"], published_at: '2024-01-01', link: 'javascript:x' }],
        en: [],
        es: [],
        da: [],
      },
      news: {
        is: [],
        en: [],
        es: [],
        da: [{ id: 'n1', slug: 's', title: 'T', content: 'line\nline', published_at: '2024-01-01' }],
      },
    });
    expect(sql).toContain(`'O''Brien''); drop table news; --'`);
    expect(sql).toContain(`array['a''b']::text[]`);
    // Unsafe values never reach the seed: the rows are validated first.
    expect(sql).not.toContain('javascript:');
    expect(sql).toMatch(/'p1', .*'2024-01-01T00:00:00.000Z', 'is', null, '', '', '', '\[\]'::jsonb, '\[\]'::jsonb, null, null, '\[\]'::jsonb\)/);
    expect(sql).toMatch(/'n1', 's', 'T', null, 'line\nline', null, '2024-01-01T00:00:00.000Z', 'da'\)/);
  });

  it('refuses text PostgreSQL cannot store', () => {
    expect(() => sqlString('a\u0000b')).toThrow();
  });
});
