// Colour swatches: `Swatches` is the compact display for tiles (dots plus a spoken and visible colour
// count, since naming every colour on every tile is noise for screen-reader users); `SwatchPicker` is
// the product page's radio group of colours, each radio labelled by the colour's name.
import { css, cx } from 'styled-system/css'
import type { Colour } from '../contract/schemas/products'
import { t, type Language } from './strings'
import { VisuallyHidden } from './VisuallyHidden'

// An inset ring keeps white and very light colours visible on any background.
const dot = css({ display: 'block', w: '3.5', h: '3.5', rounded: 'full', boxShadow: 'inset 0 0 0 1px rgb(0 0 0 / 0.18)' })

export interface SwatchesProps {
  readonly colours: ReadonlyArray<Colour>
  readonly language: Language
  /** Dots shown before "+n" (default 5). */
  readonly max?: number
}

/** Display only: up to `max` dots, "+n", and the number of colours. Renders nothing for one colour. */
export function Swatches({ colours, language, max = 5 }: SwatchesProps) {
  if (colours.length < 2) return null
  const extra = colours.length - max
  return (
    <div className={css({ display: 'flex', alignItems: 'center', gap: '2', fontSize: 'xs', color: 'fg.muted' })}>
      <ul aria-hidden="true" className={css({ display: 'flex', alignItems: 'center', gap: '1' })}>
        {colours.slice(0, max).map((c) => (
          <li key={c.code} className={dot} style={{ background: c.hex }} title={c.name} />
        ))}
        {extra > 0 && <li className={css({ fontWeight: '600' })}>+{extra}</li>}
      </ul>
      <VisuallyHidden>{t(language, 'swatches.colours', { count: colours.length })}</VisuallyHidden>
    </div>
  )
}

export interface SwatchPickerProps {
  readonly colours: ReadonlyArray<Colour>
  /** The chosen colour's code. */
  readonly value: string
  readonly onChange: (code: string) => void
  /** The radio group's form name. */
  readonly name: string
  /**
   * Accessible name of the group. Omit when the picker sits in a <fieldset> whose <legend> names it
   * (the product page does); given, the picker is its own `radiogroup` labelled by it.
   */
  readonly label?: string
  readonly size?: 'md' | 'lg'
}

/** Native radios (arrow keys move between colours), visually swatches; the chosen one is ringed. */
export function SwatchPicker({ colours, value, onChange, name, label, size = 'md' }: SwatchPickerProps) {
  return (
    <div role={label ? 'radiogroup' : undefined} aria-label={label} className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
      {colours.map((c) => (
        <label
          key={c.code}
          title={c.name}
          className={cx(
            css({
              position: 'relative',
              display: 'inline-flex',
              p: '0.5',
              rounded: 'full',
              borderWidth: '2px',
              borderColor: 'transparent',
              cursor: 'pointer',
              transition: 'border-color 120ms',
              _hover: { borderColor: 'border.strong' },
              '&:has(input:checked)': { borderColor: 'fg' },
              '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
            }),
            size === 'lg' ? css({ w: '12', h: '12' }) : css({ w: '10', h: '10' }),
          )}
        >
          <input type="radio" name={name} value={c.code} checked={c.code === value} onChange={() => onChange(c.code)} className={css({ srOnly: true })} />
          <VisuallyHidden>{c.name}</VisuallyHidden>
          <span aria-hidden="true" style={{ background: c.hex }} className={css({ display: 'block', w: 'full', h: 'full', rounded: 'full', boxShadow: 'inset 0 0 0 1px rgb(0 0 0 / 0.18)' })} />
        </label>
      ))}
    </div>
  )
}
