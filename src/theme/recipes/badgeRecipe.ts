// Badge recipe: short labels on tiles and in the buy box ("Sale", "New", "Best seller").
import { defineRecipe } from '@pandacss/dev'

export const badgeRecipe = defineRecipe({
  className: 'badge',
  description: 'Small status and merchandising labels',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    fontWeight: '700',
    lineHeight: '1',
    letterSpacing: '0.04em',
    textTransform: 'uppercase',
    whiteSpace: 'nowrap',
    rounded: 'chip',
  },
  variants: {
    tone: {
      neutral: { bg: 'bg', color: 'fg', boxShadow: 'card' },
      sale: { bg: 'sale', color: 'sale.fg' },
      brand: { bg: 'brand', color: 'brand.fg' },
      success: { bg: 'success.subtle', color: 'success' },
      outline: { bg: 'transparent', color: 'fg', borderWidth: '1px', borderColor: 'border.strong' },
    },
    size: {
      sm: { fontSize: '0.6875rem', px: '2', py: '1' },
      md: { fontSize: 'xs', px: '2.5', py: '1.5' },
    },
  },
  defaultVariants: { tone: 'neutral', size: 'sm' },
  staticCss: ['*'],
})
