// Panda CSS: base tokens, semantic tokens switched per brand by `data-brand` on <html>, recipes and
// global styles. The theme modules live in src/theme; `npx panda codegen` writes styled-system/.
import { defineConfig } from '@pandacss/dev'
import { globalCss } from './src/theme/globalCss'
import { keyframes } from './src/theme/keyframes'
import { badgeRecipe } from './src/theme/recipes/badgeRecipe'
import { buttonRecipe } from './src/theme/recipes/buttonRecipe'
import { semanticTokens } from './src/theme/semanticTokens'
import { textStyles } from './src/theme/textStyles'
import { tokens } from './src/theme/tokens'

export default defineConfig({
  preflight: true,
  include: ['./src/**/*.{ts,tsx}'],
  exclude: [],
  outdir: 'styled-system',
  jsxFramework: 'react',
  globalCss,
  // One theme per brand: Summit is the base, `[data-brand=fjell]` on <html> switches the semantic tokens.
  conditions: {
    extend: {
      fjell: '[data-brand=fjell] &',
      summit: '[data-brand=summit] &',
    },
  },
  theme: {
    extend: {
      tokens,
      semanticTokens,
      textStyles,
      keyframes,
      recipes: { button: buttonRecipe, badge: badgeRecipe },
    },
  },
})
