// Writes every language's strings as i18next JSON: {outDir}/{lng}/{ns}.json
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { locales } from './locale';
import { namespaces, strings } from './strings';

export function writeLocales(outDir: string): number {
  let count = 0;
  for (const lng of locales) {
    mkdirSync(join(outDir, lng), { recursive: true });
    for (const ns of namespaces) {
      writeFileSync(join(outDir, lng, `${ns}.json`), JSON.stringify(strings[lng][ns]));
      count += 1;
    }
  }
  return count;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const outDir = resolve(process.argv[2] ?? 'dist/locales');
  console.log(`wrote ${writeLocales(outDir)} files to ${outDir}`);
}
