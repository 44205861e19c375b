// Typography presets: headings use the brand's heading font, weight and tracking (semantic tokens),
// so Summit's bold sans and Fjell's editorial serif come from the same `textStyle` names.
import { defineTextStyles } from '@pandacss/dev'

const heading = { fontFamily: 'heading', fontWeight: 'heading', letterSpacing: 'heading', lineHeight: '1.1', textWrap: 'balance' } as const

export const textStyles = defineTextStyles({
  display: { description: 'Hero titles', value: { ...heading, fontSize: 'display.lg', lineHeight: '1.02' } },
  'heading.lg': { description: 'Page titles', value: { ...heading, fontSize: 'display.md' } },
  'heading.md': { description: 'Section titles', value: { ...heading, fontSize: 'display.sm' } },
  'heading.sm': { description: 'Card and panel titles', value: { ...heading, fontSize: 'lg', lineHeight: '1.25' } },
  eyebrow: { description: 'Small label above a title', value: { fontSize: 'xs', fontWeight: '700', letterSpacing: '0.14em', textTransform: 'uppercase', lineHeight: '1.4' } },
  body: { description: 'Running text', value: { fontSize: 'md', lineHeight: '1.6' } },
  caption: { description: 'Secondary details', value: { fontSize: 'sm', lineHeight: '1.45' } },
})
