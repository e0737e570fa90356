import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The SQLite file the end-to-end server stores form submissions in (emptied by the config before every run).
 * Outside test-results: Playwright clears that folder after the web servers have started.
 */
export const FORMS_DB_PATH = join(tmpdir(), `hraun-e2e-forms-${process.env.E2E_PORT ?? 4310}.sqlite`);
