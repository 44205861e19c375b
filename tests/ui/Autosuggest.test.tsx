// @vitest-environment happy-dom
// The header's autosuggest (src/pages/search/Autosuggest.tsx) as the combobox pattern asks: it opens
// when the shopper has typed (after the debounce), Down moves the active option and the input says
// which (aria-activedescendant) while keeping focus, Escape closes the list, then clears the box;
// and telling the input its state settles (the list does not re-render for ever).
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { useRef, useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { autoSuggestQuery } from '../../src/api/searchQueries'
import type { AutoSuggestResponse } from '../../src/contract/schemas/search'
import type { ComboboxKeys, ComboboxState } from '../../src/pages/layout/SearchBox'
import Autosuggest from '../../src/pages/search/Autosuggest'
import { siteContextOf } from '../../src/site/useSite'
import { renderWithRouter, testQueryClient } from './renderWithRouter'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

afterEach(cleanup)

const site = siteContextOf('summit', 'en-us')
const answer: AutoSuggestResponse = {
  query: 'hiking bo',
  products: [
    { id: 'AB12CD34', name: "Men's Ridgeline GTX Hiking Boot", url: '/en-us/p/mens-ridgeline-gtx-hiking-boot-AB12CD34', image: { src: '/media/p/AB12CD34/BLK/1.svg', alt: '', width: 800, height: 1000 }, price: { current: 189.95, original: 189.95, currency: 'USD' } },
    { id: 'EF56GH78', name: "Women's Cairn Winter Boot", url: '/en-us/p/womens-cairn-winter-boot-EF56GH78', image: { src: '/media/p/EF56GH78/BRN/1.svg', alt: '', width: 800, height: 1000 }, price: { current: 150, original: 200, currency: 'USD' } },
  ],
  categories: [{ id: '312345', name: 'Hiking boots', parent: 'Men', url: '/en-us/c/men-hiking-boots-312345' }],
  queries: [{ query: 'hiking boots' }],
}

let renders = 0

function Harness() {
  renders += 1
  const [value, setValue] = useState('')
  const [combo, setCombo] = useState<ComboboxState>({ ready: false, expanded: false, activeId: undefined })
  const keys = useRef<ComboboxKeys | null>(null)
  const input = useRef<HTMLInputElement>(null)
  return (
    <form>
      <input
        ref={input}
        aria-label="Search"
        role="combobox"
        aria-controls={combo.ready ? 'list' : undefined}
        aria-expanded={combo.expanded}
        aria-activedescendant={combo.expanded ? combo.activeId : undefined}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        onKeyDown={(e) => keys.current?.(e)}
      />
      <Autosuggest site={site} value={value} setValue={setValue} input={input} keys={keys} onState={setCombo} listboxId="list" />
    </form>
  )
}

describe('Autosuggest', () => {
  it('opens after typing, moves through the options with the arrows, closes with Escape, then clears', async () => {
    const client = testQueryClient()
    client.setQueryData(autoSuggestQuery(site, 'hiking bo').queryKey, answer)
    await renderWithRouter(<Harness />, client)
    const box = screen.getByRole('combobox')
    box.focus()
    fireEvent.change(box, { target: { value: 'hiking bo' } })
    // Shown 150 ms after the last change (the answer is in the cache: no request).
    const listbox = await screen.findByRole('listbox', {}, { timeout: 5_000 })
    await waitFor(() => expect(box.getAttribute('aria-expanded')).toBe('true'))
    const options = screen.getAllByRole('option')
    expect(options.map((o) => o.textContent)).toEqual([
      "Men's Ridgeline GTX Hiking Boot$189.95",
      "Women's Cairn Winter Boot$150.00",
      'Hiking boots in Men',
      'hiking boots',
    ])
    expect(screen.getByRole('status').textContent).toBe('4 suggestions, use the up and down arrows to choose')

    fireEvent.keyDown(box, { key: 'ArrowDown' })
    fireEvent.keyDown(box, { key: 'ArrowDown' })
    await waitFor(() => expect(box.getAttribute('aria-activedescendant')).toBe(options[1]!.id))
    expect(options[1]!.getAttribute('aria-selected')).toBe('true')
    fireEvent.keyDown(box, { key: 'ArrowUp' })
    fireEvent.keyDown(box, { key: 'ArrowUp' })
    await waitFor(() => expect(box.getAttribute('aria-activedescendant')).toBe(options[3]!.id)) // wraps to the last
    expect(document.activeElement).toBe(box)

    // The state the list hands the input settles: a handful of renders, not one per frame.
    const settled = renders
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)))
    expect(renders).toBe(settled)

    fireEvent.keyDown(box, { key: 'Escape' })
    await waitFor(() => expect(box.getAttribute('aria-expanded')).toBe('false'))
    expect(listbox.hidden).toBe(true)
    expect((box as HTMLInputElement).value).toBe('hiking bo')
    fireEvent.keyDown(box, { key: 'Escape' })
    await waitFor(() => expect((box as HTMLInputElement).value).toBe(''))
  })
})
