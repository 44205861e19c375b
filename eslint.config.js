// ESLint: TypeScript (typescript-eslint's recommended rules), React hooks and accessibility of JSX
// (jsx-a11y) over the sources, tests and scripts; warnings fail `npm run lint` (--max-warnings 0).
import js from '@eslint/js'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  { ignores: ['node_modules/', '.output/', '.nitro/', '.tanstack/', '.data/', 'styled-system/', 'src/routeTree.gen.ts', 'test-results/', 'playwright-report/', 'bench/engine/browser/dist/', 'bench/results/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  // The two rules of hooks. The React Compiler's rules (refs, set-state-in-effect, ...) that the plugin's
  // recommended set adds are for code the compiler optimises; this project does not use the compiler.
  { files: ['**/*.tsx'], plugins: { 'react-hooks': reactHooks }, rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' } },
  { files: ['**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  { files: ['**/*.cjs'], languageOptions: { sourceType: 'commonjs' } },
  // Tests read JSON answers of the services loosely (`res.body.errorDetails[0]`); the code under test may not.
  { files: ['tests/**', 'e2e/**'], rules: { '@typescript-eslint/no-explicit-any': 'off' } },
)
