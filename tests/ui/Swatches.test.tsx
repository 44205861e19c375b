// @vitest-environment happy-dom
// SwatchPicker: native radios named by colour, the chosen one checked, a change reported by code.
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Swatches, SwatchPicker } from '../../src/ui/Swatches'

afterEach(cleanup)

const colours = [
  { code: 'BLK', name: 'Black', hex: '#111111' },
  { code: 'MOS', name: 'Moss', hex: '#4b5d3a' },
  { code: 'SND', name: 'Sand', hex: '#d8c8a8' },
]

describe('Swatches', () => {
  it('picker: a labelled radio group with one radio per colour', () => {
    const onChange = vi.fn()
    render(<SwatchPicker colours={colours} value="MOS" onChange={onChange} name="colour" label="Colour" />)
    expect(screen.getByRole('radiogroup', { name: 'Colour' })).toBeTruthy()
    const moss = screen.getByRole('radio', { name: 'Moss' }) as HTMLInputElement
    expect(moss.checked).toBe(true)
    fireEvent.click(screen.getByRole('radio', { name: 'Sand' }))
    expect(onChange).toHaveBeenCalledWith('SND')
  })

  it('display: says how many colours', () => {
    const { container } = render(<Swatches colours={colours} language="en" max={2} />)
    expect(container.textContent).toContain('3 colours')
    expect(container.textContent).toContain('+1')
  })
})
