import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-dev/**',
      // Next.js's build output and the declarations it writes.
      '**/.next/**',
      '**/next-env.d.ts',
      '**/.tsbuild/**',
      'storybook-static/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '!.storybook',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  // Import boundaries. Modules are resolved as TypeScript and Vite resolve them: each file by the tsconfig that
  // includes it, and a workspace package (`@hraun/ui`, `@hraun/content`) through its `exports`, taking the `source`
  // condition first (tsconfig.base.json's customConditions) so that an import of a package reaches its src/, not
  // a build that may not exist yet.
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { 'import-x': importX },
    settings: {
      // The plugin reads (and follows imports through) only the files with these extensions, TypeScript's with its parser.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // One run of the CLI: a file's resolution and exports are read once, not again every 30 s (the default).
      'import-x/cache': { lifetime: Infinity },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['packages/*/tsconfig.json', 'apps/*/tsconfig.json', '.storybook/tsconfig.json', 'test/tsconfig.json'],
          noWarnOnMultipleProjects: true,
          conditionNames: ['source', 'types', 'import', 'node', 'browser', 'default'],
          alwaysTryTypes: true,
        }),
      ],
    },
    rules: {
      // A cycle through any import a bundle follows, `import()` included; `import type` makes none (erased).
      // Cycles through node_modules are not this repository's to break.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // One workspace package reaches another by its name (`@hraun/content/...`), never by a path such as
      // `../../packages/content/src/...`, which skips its exports and the dependency its package.json declares.
      // Checks `import`, `export ... from` and `import()`.
      'import-x/no-relative-packages': 'error',
      // The server runs without the build: it imports nothing from the app's browser code (src/) or its build
      // scripts (scripts/); what they share lives in apps/site/shared/, which imports from neither.
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            {
              target: './apps/site/server',
              from: ['./apps/site/src', './apps/site/scripts'],
              message: 'server/ imports nothing from src/ or scripts/: move what both need to apps/site/shared/.',
            },
            {
              target: './apps/site/shared',
              from: ['./apps/site/src', './apps/site/scripts', './apps/site/server'],
              message: 'shared/ is imported by src/, scripts/ and server/, so it imports from none of them.',
            },
          ],
        },
      ],
    },
  },
  {
    // Storybook documents the UI package's source (its stories sit beside the components), so its preview and
    // build config read that source and the package's build helpers by path, not through the published exports.
    files: ['.storybook/**'],
    rules: { 'import-x/no-relative-packages': 'off' },
  },
  {
    // The example client sites use @hraun/ui as another agency would: through its published exports only.
    files: ['examples/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@hraun/ui/src/*', '@hraun/ui/dist/*', '**/packages/ui/**'], message: 'Import @hraun/ui through its package exports.' }] }],
    },
  },
);
