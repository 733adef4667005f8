// Lint: typescript-eslint's recommended rules on every source folder, and two of its type-checked rules (a promise
// nobody awaits or catches, a promise where a plain value or void callback is expected) on every TypeScript file,
// typed by the project's tsconfig files; formatting is prettier's job (`npm run format`), so the rules that would
// fight it are off (eslint-config-prettier).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      '.build/',
      '.build.tmp-*/',
      '.data/',
      'web/dist/',
      'web/dist.tmp-*/',
      'clients/typescript/dist/',
      'test-results/',
      '.tap/',
      'coverage/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  prettier,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      'no-control-regex': 'off',
      eqeqeq: ['error', 'smart'],
    },
  },
  { files: ['web/src/**'], languageOptions: { globals: { ...globals.browser } } },
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // tap runs every subtest it is given (t.test's promise is tap's to settle, not the caller's)
      '@typescript-eslint/no-floating-promises': [
        'error',
        { allowForKnownSafePromises: [{ from: 'package', name: 'PromiseWithSubtest', package: '@tapjs/core' }] },
      ],
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
);
