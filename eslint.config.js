import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** The pure layers may not reach the outside world except through ports (ARCHITECTURE.md). */
const pureLayerRules = {
  'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'sessionStorage', 'navigator', 'location', 'fetch', 'console'],
  'no-restricted-properties': [
    'error',
    { object: 'Date', property: 'now', message: 'Time comes in through the Clock port.' },
    { object: 'Math', property: 'random', message: 'Randomness comes in through the IdGenerator port.' },
  ],
  'no-restricted-syntax': ['error', { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'Time comes in through the Clock port.' }],
};

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'reports', 'node_modules', 'bench/lighthouse', '.tmp'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', { selector: 'ExportAllDeclaration', message: 'No wildcard barrels: import from the file that defines the thing.' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  { files: ['src/domain/**/*.ts', 'src/application/**/*.ts'], ignores: ['**/*.test.ts'], rules: pureLayerRules },
);
