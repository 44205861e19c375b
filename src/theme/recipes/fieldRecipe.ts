// Field slot recipe: the label, hint and error text around a form control.
import { defineSlotRecipe } from '@pandacss/dev'

export const fieldRecipe = defineSlotRecipe({
  className: 'field',
  description: 'Label, hint and error around an input or select',
  slots: ['root', 'label', 'hint', 'error'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1.5' },
    label: { fontSize: 'sm', fontWeight: '600', color: 'fg' },
    hint: { fontSize: 'sm', color: 'fg.muted' },
    error: { fontSize: 'sm', color: 'danger', fontWeight: '500' },
  },
  staticCss: ['*'],
})
