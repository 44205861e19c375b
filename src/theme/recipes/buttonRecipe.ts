// Button recipe: primary (accent call to action), secondary (outlined), ghost (text-like), and two
// variants for use over photography or dark bands (inverse, inverseOutline); sizes keep a 44px touch
// target from `md` up.
import { defineRecipe } from '@pandacss/dev'

export const buttonRecipe = defineRecipe({
  className: 'button',
  description: 'Buttons and button-styled links',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    fontFamily: 'body',
    fontWeight: '600',
    lineHeight: '1.2',
    textAlign: 'center',
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    rounded: 'control',
    borderWidth: '1.5px',
    borderStyle: 'solid',
    borderColor: 'transparent',
    cursor: 'pointer',
    userSelect: 'none',
    transitionProperty: 'background-color, border-color, color, box-shadow, transform',
    transitionDuration: 'quick',
    transitionTimingFunction: 'standard',
    _active: { transform: 'translateY(1px)' },
    _disabled: { opacity: 0.5, cursor: 'not-allowed', _active: { transform: 'none' } },
    '& svg': { flexShrink: 0, w: '1.1em', h: '1.1em' },
  },
  variants: {
    variant: {
      primary: { bg: 'accent', color: 'accent.fg', _hover: { bg: 'accent.hover' } },
      secondary: { bg: 'transparent', color: 'fg', borderColor: 'border.strong', _hover: { bg: 'bg.subtle', borderColor: 'fg' } },
      ghost: { bg: 'transparent', color: 'fg', _hover: { bg: 'bg.subtle' } },
      /** On photography or a dark band: light fill, dark text. */
      inverse: { bg: 'white', color: 'stone.950', _hover: { bg: 'stone.100' } },
      inverseOutline: { bg: 'transparent', color: 'white', borderColor: 'white', _hover: { bg: 'rgb(255 255 255 / 0.14)' } },
    },
    size: {
      sm: { minH: '9', px: '3.5', fontSize: 'sm' },
      md: { minH: '11', px: '5', fontSize: 'md' },
      lg: { minH: '12', px: '7', fontSize: 'md', letterSpacing: '0.01em' },
      /** Square icon button (carousel arrows, close). */
      icon: { w: '11', h: '11', p: '0', fontSize: 'lg' },
    },
    fullWidth: { true: { w: 'full' }, false: {} },
  },
  defaultVariants: { variant: 'primary', size: 'md', fullWidth: false },
  // Every variant is emitted so a variant chosen at run time (from content) always has its CSS.
  staticCss: ['*'],
})
