// Vitest: unit tests under tests/ (and beside sources), Node environment by default; a React test
// opts into a DOM with a `// @vitest-environment happy-dom` pragma.
import { defineConfig } from 'vitest/config'
import viteReact from '@vitejs/plugin-react'

export default defineConfig({
  plugins: [viteReact()],
  resolve: { tsconfigPaths: true },
  test: {
    include: ['tests/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}', 'server/**/*.test.{ts,tsx}'],
    environment: 'node',
  },
})
