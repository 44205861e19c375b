// Colour swatches: a compact display list for tiles, and a radio group for choosing a colour.
import { css } from 'styled-system/css'
import type { Colour } from '../api/schemas/products'

const dot = css({ w: '4', h: '4', rounded: 'full', borderWidth: '1px', borderColor: 'border', display: 'inline-block' })

/** Display only (tiles): up to `max` dots and a "+n". The tile's text names the colours count. */
export function Swatches({ colours, max = 5 }: { colours: ReadonlyArray<Colour>; max?: number }) {
  return (
    <ul aria-hidden="true" className={css({ display: 'flex', gap: '1', alignItems: 'center' })}>
      {colours.slice(0, max).map((c) => (
        <li key={c.code} className={dot} style={{ background: c.hex }} title={c.name} />
      ))}
      {colours.length > max && <li className={css({ fontSize: 'xs', color: 'fg.muted' })}>+{colours.length - max}</li>}
    </ul>
  )
}

/** A radio group of colours; each swatch is labelled by the colour's name. */
export function SwatchPicker({ colours, value, onChange, name }: { colours: ReadonlyArray<Colour>; value: string; onChange: (code: string) => void; name: string }) {
  return (
    <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
      {colours.map((c) => (
        <label
          key={c.code}
          title={c.name}
          className={css({
            w: '10',
            h: '10',
            rounded: 'full',
            p: '0.5',
            borderWidth: '2px',
            borderColor: 'transparent',
            cursor: 'pointer',
            '&:has(input:checked)': { borderColor: 'fg' },
            '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'accent', outlineOffset: '2px' },
          })}
        >
          <input type="radio" name={name} value={c.code} checked={c.code === value} onChange={() => onChange(c.code)} className={css({ srOnly: true })} />
          <span className={css({ srOnly: true })}>{c.name}</span>
          <span aria-hidden="true" style={{ background: c.hex }} className={css({ display: 'block', w: 'full', h: 'full', rounded: 'full', borderWidth: '1px', borderColor: 'border' })} />
        </label>
      ))}
    </div>
  )
}
