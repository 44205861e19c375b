// Form control recipes: text input and native select share one look (44px tall at `md`, a 3:1 edge
// against the page, the brand's control radius); the select draws its own chevron.
import { defineRecipe, type SystemStyleObject } from '@pandacss/dev'

const control: SystemStyleObject = {
  appearance: 'none',
  w: 'full',
  minW: '0',
  fontFamily: 'body',
  color: 'fg',
  bg: 'bg',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'border.strong',
  rounded: 'control',
  transitionProperty: 'border-color, box-shadow',
  transitionDuration: 'quick',
  _placeholder: { color: 'fg.muted', opacity: 1 },
  _hover: { borderColor: 'fg' },
  _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '1px', borderColor: 'fg' },
  _disabled: { bg: 'bg.subtle', color: 'fg.muted', cursor: 'not-allowed' },
  _invalid: { borderColor: 'danger', _hover: { borderColor: 'danger' } },
}

const sizes = {
  sm: { h: '9', px: '3', fontSize: 'sm' },
  md: { h: '11', px: '4', fontSize: 'md' },
  lg: { h: '12', px: '4', fontSize: 'md' },
} as const

export const inputRecipe = defineRecipe({
  className: 'input',
  description: 'Text, email, number and search inputs',
  base: control,
  variants: { size: sizes },
  defaultVariants: { size: 'md' },
  staticCss: ['*'],
})

// A neutral chevron (stone 600); data URIs cannot use currentColor.
const CHEVRON =
  "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 20 20' fill='none' stroke='%235c564b' stroke-width='1.8' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='m5 7.5 5 5 5-5'/%3E%3C/svg%3E\")"

export const selectRecipe = defineRecipe({
  className: 'select',
  description: 'Native select with a drawn chevron',
  base: {
    ...control,
    cursor: 'pointer',
    backgroundImage: CHEVRON,
    backgroundRepeat: 'no-repeat',
    backgroundPosition: 'right 0.75rem center',
    backgroundSize: '1.1rem',
    pr: '10',
  },
  variants: { size: { sm: { ...sizes.sm, pr: '9' }, md: { ...sizes.md, pr: '10' }, lg: { ...sizes.lg, pr: '10' } } },
  defaultVariants: { size: 'md' },
  staticCss: ['*'],
})
