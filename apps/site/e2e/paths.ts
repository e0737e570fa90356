import { fileURLToPath } from 'node:url';

/** The SQLite file the end-to-end server stores form submissions in (fresh for every run). */
export const FORMS_DB_PATH = fileURLToPath(new URL('../test-results/e2e-forms.sqlite', import.meta.url));
