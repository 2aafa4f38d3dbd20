import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The server's feature folders (docs/decisions/0001-server-by-feature.md). */
const serverFeatures = ['accounts', 'carts', 'catalogue', 'events', 'health', 'images', 'orders'].map(
  (feature) => `./server/${feature}`,
);

/** What browser-only or app-only code the pure layers may not touch. */
const appOnlyImports = [
  { name: 'react-router', message: 'Routing belongs to app/: screens and components raise events instead.' },
  { name: '@tanstack/react-query', message: 'Data fetching belongs to app/: pass data in as props.' },
];
const storageGlobals = ['fetch', 'localStorage', 'sessionStorage', 'XMLHttpRequest'].map((name) => ({
  name,
  message: `${name} belongs to app/: pure layers take data as props and raise events.`,
}));

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'storybook-static',
      'coverage',
      'test-results',
      'playwright-report',
      'data',
      '!.storybook',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // The layers of docs/architecture.md: each only imports downwards.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './src', from: './app', message: 'src never imports app/.' },
            { target: './src', from: './server', message: 'src never imports server/.' },
            { target: './src/domain', from: './src/components', message: 'The domain is the bottom layer.' },
            { target: './src/domain', from: './src/i18n', message: 'The domain is the bottom layer.' },
            { target: './src/i18n', from: './src/components', message: 'Components use i18n, never the reverse.' },
            { target: './src/i18n', from: './src/screens', message: 'Screens use i18n, never the reverse.' },
            { target: './src/domain', from: './src/screens', message: 'The domain is the bottom layer.' },
            { target: './src/components', from: './src/screens', message: 'Components never import screens.' },
            { target: './server', from: './src/components', message: 'The server imports only src/domain.' },
            { target: './server', from: './src/screens', message: 'The server imports only src/domain.' },
            { target: './server', from: './app', message: 'The server imports only src/domain.' },
            {
              target: './server/**/*Routes.ts',
              from: './server/db',
              message: 'Route files call their feature’s service, never the database.',
            },
            {
              target: ['./server/adapters', './server/plugins', './server/http'],
              from: serverFeatures,
              message: 'Adapters, plugins and route plumbing serve the features; they never import one.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    ignores: ['src/domain/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react', message: 'The domain is pure TypeScript: no React.' },
            { name: 'react-dom', message: 'The domain is pure TypeScript: no React.' },
            ...appOnlyImports,
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        ...storageGlobals,
        { name: 'window', message: 'The domain runs on the server too.' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: 'Pass a clock in: the domain never reads the time itself.',
        },
        { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'Pass a clock in.' },
      ],
    },
  },
  {
    files: ['src/components/**/*.{ts,tsx}', 'src/screens/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // Dialogs move focus to their safest button (WAI-ARIA dialog pattern) through our Button component.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
      'no-restricted-imports': ['error', { paths: appOnlyImports }],
      'no-restricted-globals': ['error', ...storageGlobals],
    },
  },
  {
    files: ['app/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.flatConfigs.recommended.rules },
  },
  ...storybook.configs['flat/recommended'],
);
