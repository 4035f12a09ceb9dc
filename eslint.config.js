import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** A glob of no-restricted-imports as a regular expression over a whole module name. */
const WILDCARDS = { '**/': '(?:.*/)?', '**': '.*', '*': '[^/]*' };
const globSource = (glob) =>
  `^${glob
    .split(/(\*\*\/|\*\*|\*)/)
    .map((part) => WILDCARDS[part] ?? part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('')}$`;

/**
 * DESIGN.md's boundaries: what each part of the tree may import, statically or with import()
 * (no-restricted-imports sees only the first; a lazy import of a forbidden part is forbidden too).
 */
const forbid = (...groups) => ({
  'no-restricted-imports': ['error', { patterns: groups.map(([pattern, message]) => ({ group: pattern, message })) }],
  'no-restricted-syntax': [
    'error',
    ...groups.map(([pattern, message]) => ({
      selector: `ImportExpression[source.value=/${pattern.map(globSource).join('|').replaceAll('/', '\\/')}/]`,
      message,
    })),
  ],
});
/**
 * Query keys are spelled beside their API module (shared/api) only: a screen imports the key, so a
 * write that refreshes a list and the list itself cannot drift apart.
 */
const QUERY_KEY_MESSAGE = 'Query keys live beside their API module in shared/api: import the key.';
const queryKeysInApi = (rules) => ({
  ...rules,
  'no-restricted-syntax': [
    ...rules['no-restricted-syntax'],
    { selector: "Property[key.name='queryKey'] > ArrayExpression > Literal", message: QUERY_KEY_MESSAGE },
    { selector: 'VariableDeclarator[id.name=/_KEY$/] > ArrayExpression', message: QUERY_KEY_MESSAGE },
  ],
});
const SERVER = [['**/server/**'], 'Only the server imports server code.'];
const ELECTRON = [['electron', 'electron/*', 'electron-store'], 'Only src-main and src-preload use Electron.'];
const DESKTOP = [
  ['**/src-main/**', '**/src-preload/**', '**/src-renderer/**'],
  'Desktop entries are leaves: nothing imports them.',
];
/** The parts of shared/ that draw or read the API: all but the domain and the platform bridge. */
const SHARED_CLIENT = [
  '**/shared/site/**',
  '**/shared/admin/**',
  '**/shared/ui/**',
  '**/shared/auth/**',
  '**/shared/api/**',
  '**/shared/i18n/**',
];
const SERVER_SHARED = [[...SHARED_CLIENT, '**/shared/platform/**'], 'The server imports only shared/domain.'];
/** A route parses, calls its service and answers: the SQL and the files are the service's business. */
const ROUTE_READS = [
  ['**/repository.ts', '**/*-repository.ts', '**/repositories.ts', '**/infra/storage/**'],
  'A route calls its service: it imports no repository and no storage.',
];
const UI = [[...SHARED_CLIENT, 'react', 'react-dom'], 'This part stays free of the UI.'];

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'web/dist',
      'web/dist-server',
      '.scratch',
      'out',
      'dist',
      'test-results',
      'playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['shared/**/*.{ts,tsx}', 'web/src/**/*.{ts,tsx}', 'src-renderer/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.flatConfigs.recommended.rules },
  },
  {
    files: ['shared/domain/**'],
    rules: forbid(SERVER, ELECTRON, DESKTOP, UI, [['**/shared/platform/**'], 'The domain imports nothing of ours.']),
  },
  // The parts the site and the admin share import neither (else the site would reach the admin through them).
  {
    files: ['shared/**'],
    ignores: ['shared/domain/**', 'shared/site/**', 'shared/admin/**', 'shared/test-utils.tsx'],
    rules: forbid(SERVER, ELECTRON, DESKTOP, [
      ['**/shared/site/**', '**/shared/admin/**', '**/site/**', '**/admin/**', '../site', '../admin'],
      'What the site and the admin share imports neither: web/src/routes.tsx joins them.',
    ]),
  },
  // The site and the admin meet only in web/ (the route table): what both need lives in shared/ui, auth, api, platform.
  {
    files: ['shared/site/**'],
    rules: queryKeysInApi(
      forbid(SERVER, ELECTRON, DESKTOP, [
        ['**/shared/admin/**', '**/admin/**', '../admin', '../../admin'],
        'The public site never imports the admin: web/src/routes.tsx joins them.',
      ]),
    ),
  },
  {
    files: ['shared/admin/**'],
    rules: queryKeysInApi(
      forbid(SERVER, ELECTRON, DESKTOP, [
        ['**/shared/site/**', '**/site/**', '../site', '../../site'],
        'The admin never imports the public site: what both need lives in shared/ui, auth, api or platform.',
      ]),
    ),
  },
  { files: ['server/**'], rules: forbid(ELECTRON, DESKTOP, SERVER_SHARED) },
  // The server's house (docs/ARCHITECTURE.md): infrastructure knows no feature; a route reads no repository and no storage.
  {
    files: ['server/src/infra/**'],
    rules: forbid(ELECTRON, DESKTOP, SERVER_SHARED, [
      ['**/features/**', '**/features'],
      'Infrastructure knows no feature: a feature hands it what it needs.',
    ]),
  },
  {
    files: ['server/src/features/*/routes.ts', 'server/src/features/*/*-routes.ts'],
    rules: forbid(ELECTRON, DESKTOP, SERVER_SHARED, ROUTE_READS),
  },
  {
    files: ['src-main/**', 'src-preload/**'],
    rules: forbid(SERVER, [SHARED_CLIENT, 'Main and preload import shared/platform and shared/domain only.']),
  },
  { files: ['web/**', 'src-renderer/**'], rules: queryKeysInApi(forbid(SERVER, ELECTRON)) },
);
