// Card slot recipe: a surface with optional media, a body and a footer. `interactive` lifts the card
// on hover for cards that are links as a whole.
import { defineSlotRecipe } from '@pandacss/dev'

export const cardRecipe = defineSlotRecipe({
  className: 'card',
  description: 'Content surfaces: panels, summary boxes, link cards',
  slots: ['root', 'media', 'body', 'title', 'footer'],
  base: {
    root: { position: 'relative', display: 'flex', flexDirection: 'column', rounded: 'card', overflow: 'hidden', color: 'fg' },
    media: { position: 'relative', bg: 'bg.muted', '& img': { w: 'full', h: 'full', objectFit: 'cover' } },
    body: { display: 'flex', flexDirection: 'column', gap: '2', p: { base: '4', md: '5' }, flex: '1' },
    title: { textStyle: 'heading.sm' },
    footer: { display: 'flex', alignItems: 'center', gap: '3', px: { base: '4', md: '5' }, pb: { base: '4', md: '5' } },
  },
  variants: {
    variant: {
      outline: { root: { bg: 'bg', borderWidth: '1px', borderColor: 'border' } },
      elevated: { root: { bg: 'bg', boxShadow: 'card' } },
      subtle: { root: { bg: 'bg.subtle' } },
    },
    interactive: {
      true: {
        root: {
          transitionProperty: 'box-shadow, transform',
          transitionDuration: 'calm',
          transitionTimingFunction: 'standard',
          _hover: { boxShadow: 'raised', transform: 'translateY(-2px)' },
          _focusWithin: { boxShadow: 'raised' },
        },
      },
      false: {},
    },
  },
  defaultVariants: { variant: 'outline', interactive: false },
  staticCss: ['*'],
})
