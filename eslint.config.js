import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import jsxA11y from 'eslint-plugin-jsx-a11y';

export default tseslint.config(
  { ignores: ['build/**', 'node_modules/**', '.react-router/**', 'coverage/**', '.tmp/**', 'data/**', 'test-results/**', 'playwright-report/**'] },
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-syntax': [
        'error',
        { selector: 'CallExpression[callee.object.name="test"][callee.property.name="only"]', message: 'No focused tests.' },
        { selector: 'CallExpression[callee.object.name="it"][callee.property.name="only"]', message: 'No focused tests.' },
        { selector: 'CallExpression[callee.object.name="describe"][callee.property.name="only"]', message: 'No focused tests.' },
      ],
    },
  },
  // Import boundaries (ARCHITECTURE.md): core imports nothing of ours and no runtime; server may
  // import core; web imports core, and reaches server only from *.server.ts files.
  {
    files: ['src/core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(#server/|#web/|(\\.\\./)+(server|web)/)', message: 'src/core must not import server or web code.' },
            { regex: '^(node:|react$|react/|react-dom|hono|drizzle-orm|pg$)', message: 'src/core is pure: no I/O, no React, no Node APIs.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(#web/|(\\.\\./)+web/)', message: 'Server code must not import web code.' }] }],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    // Tests may exercise the whole pipeline, server included. Route modules are not exempt: they
    // ship to the browser, so their loaders and actions call *.server.ts files (decision 044).
    ignores: ['src/web/**/*.server.{ts,tsx}', 'src/web/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(#server/|(\\.\\./)+server/)', message: 'Web code reaches server code only from *.server.ts files.' }] },
      ],
    },
  },
  // ---- Server module zones (decision 043) ----------------------------------------------------
  // A module's files are its own: src/server/modules/<a> imports another module <b> only through
  // <b>'s files named *.public.ts; what several modules share and none owns lives in
  // src/server/shared/ (or http/, db/, providers/, render/), and shared/ imports no module.
  // Tests may reach into any module, as they exercise the whole app.
  {
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: serverModuleZones() }],
    },
  },
  // ---- end of server module zones ---------------------------------------------------------------
  // Web zones (decision 044): page blocks ship to visitors and import neither the editor nor the
  // dashboard; the editor does not import the dashboard. Shared pieces live in web/ui, web/site and
  // web/storefront.
  {
    files: ['src/web/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './src/web/blocks', from: './src/web/editor', message: 'Blocks do not import the editor: shared inputs live in web/ui.' },
            { target: './src/web/blocks', from: './src/web/dashboard', message: 'Blocks do not import the dashboard.' },
            { target: './src/web/editor', from: './src/web/dashboard', message: 'The editor does not import the dashboard: shared pieces live in web/ui.' },
            { target: './src/web/block-fields', from: './src/web/dashboard', message: 'Block fields do not import the dashboard: shared pieces live in web/ui or web/media.' },
            { target: './src/web/block-fields', from: './src/web/editor', message: 'Block fields do not import the editor: they are what block configs declare.' },
          ],
        },
      ],
    },
  },
  // Accessibility (decision 044): jsx-a11y's recommended rules on every web file.
  { files: ['src/web/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-cycle': ['error', { maxDepth: 8, ignoreExternal: true }],
    },
  },
);

/** One zone per server module (decision 043): other modules' files are off limits except their *.public.ts. */
function serverModuleZones() {
  const modules = path.resolve('src/server/modules');
  const names = readdirSync(modules, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  return [
    ...names.map((name) => ({
      target: `src/server/modules/${name}`,
      from: 'src/server/modules/*/**',
      except: [`${modules}/${name}/**`, `${modules}/*/*.public.ts`],
      message: `A module's files are its own: import another module only through its *.public.ts files, or move what both need to src/server/shared/ (decision 043).`,
    })),
    { target: 'src/server/shared', from: 'src/server/modules', message: 'src/server/shared/ is what modules share: it imports no module (decision 043).' },
  ];
}
