// Size choice as a radio group: one box per size, sold-out sizes disabled (and said so to screen
// readers), an error under the sizes when the shopper tried to add without one. Used by the product
// page's buy box and the quick-shop dialog.
import { css } from 'styled-system/css'
import { t, type Language } from './strings'

export interface SizePickerProps {
  readonly sizes: ReadonlyArray<{ readonly code: string; readonly label: string }>
  /** Whether a size is in stock (online) in the colour shown. */
  readonly available: (code: string) => boolean
  readonly value: string | null
  readonly onChange: (code: string) => void
  /** The radio group's name (unique on the page). */
  readonly name: string
  readonly legendId: string
  readonly language: Language
  /** Shown under the sizes ("Please choose a size."), tied to the group. */
  readonly error?: string | null
  /** Beside the legend (the size guide link). */
  readonly aside?: React.ReactNode
}

export function SizePicker({ sizes, available, value, onChange, name, legendId, language, error, aside }: SizePickerProps) {
  return (
    <fieldset aria-describedby={error ? `${legendId}-error` : undefined}>
      <legend id={legendId} className={css({ fontWeight: 'semibold', mb: '2' })}>
        {t(language, 'product.size')}
      </legend>
      {aside}
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
        {sizes.map((s) => {
          const inStock = available(s.code)
          return (
            <label
              key={s.code}
              className={css({
                minW: '12',
                px: '3',
                py: '2',
                textAlign: 'center',
                borderWidth: '1px',
                borderColor: 'border',
                rounded: 'md',
                cursor: 'pointer',
                fontSize: 'sm',
                '&:has(input:checked)': { borderColor: 'fg', bg: 'fg', color: 'bg' },
                '&:has(input:disabled)': { color: 'fg.muted', bg: 'bg.subtle', cursor: 'not-allowed', textDecoration: 'line-through' },
                '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'accent', outlineOffset: '2px' },
              })}
            >
              <input
                type="radio"
                name={name}
                value={s.code}
                checked={value === s.code}
                disabled={!inStock}
                onChange={() => onChange(s.code)}
                className={css({ position: 'absolute', opacity: 0, w: '1px', h: '1px' })}
              />
              {s.label}
              {!inStock && <span className={css({ srOnly: true })}> ({t(language, 'product.soldOut')})</span>}
            </label>
          )
        })}
      </div>
      {error && (
        <p id={`${legendId}-error`} role="alert" className={css({ color: 'danger', fontSize: 'sm', mt: '2' })}>
          {error}
        </p>
      )}
    </fieldset>
  )
}
