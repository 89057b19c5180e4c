// ESLint for the site's TypeScript: the recommended JavaScript and typescript-eslint rules, and React's
// hooks rules for the components. `npm run lint` checks; it never rewrites files in `npm test`.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {ignores: ['build/', '.docusaurus/', 'node_modules/', '.engine-tools/', '.scratch/', 'tests/fixtures/', 'static/']},
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts,cts}'],
    languageOptions: {globals: {...globals.browser, ...globals.node}},
    rules: {
      // Unused names are errors, but a leading underscore marks one kept on purpose (a parameter's position).
      '@typescript-eslint/no-unused-vars': [
        'error',
        {argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none'},
      ],
      // config/, plugins/ and mdx/ load CommonJS loaders and resolve packages with require, as Docusaurus's config does.
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {files: ['src/**/*.tsx', 'src/**/*.ts'], ...reactHooks.configs.flat.recommended},
  {
    files: ['**/*.{cjs,mjs,js}'],
    languageOptions: {globals: {...globals.node}, sourceType: 'commonjs'},
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
  {files: ['**/*.mjs'], languageOptions: {sourceType: 'module'}},
);
