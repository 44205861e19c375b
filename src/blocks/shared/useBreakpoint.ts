// The content breakpoint the viewport is in (spec 002: sm phones, md tablets, lg wide screens), on the
// theme's md (768 px) and lg (1024 px) widths. The server render and hydration say 'sm'; the real one
// follows after mount, so markup never differs between them (layouts that differ are done in CSS).
import { useEffect, useState } from 'react'
import type { Breakpoint } from '../../contract/schemas/blocks/common'

const QUERIES = { md: '(min-width: 48em)', lg: '(min-width: 64em)' } as const

const current = (): Breakpoint => (window.matchMedia(QUERIES.lg).matches ? 'lg' : window.matchMedia(QUERIES.md).matches ? 'md' : 'sm')

export const useBreakpoint = (): Breakpoint => {
  const [breakpoint, setBreakpoint] = useState<Breakpoint>('sm')
  useEffect(() => {
    if (!window.matchMedia) return
    const update = () => setBreakpoint(current())
    update()
    const lists = [window.matchMedia(QUERIES.md), window.matchMedia(QUERIES.lg)]
    for (const list of lists) list.addEventListener('change', update)
    return () => lists.forEach((list) => list.removeEventListener('change', update))
  }, [])
  return breakpoint
}

/** A per-breakpoint value, a missing one taking the smaller breakpoint's. */
export const atBreakpoint = <T,>(values: { readonly sm: T; readonly md?: T | undefined; readonly lg?: T | undefined }, breakpoint: Breakpoint): T =>
  breakpoint === 'lg' ? (values.lg ?? values.md ?? values.sm) : breakpoint === 'md' ? (values.md ?? values.sm) : values.sm

export const useReducedMotion = (): boolean => {
  const [reduced, setReduced] = useState(false)
  useEffect(() => setReduced(Boolean(window.matchMedia?.('(prefers-reduced-motion: reduce)').matches)), [])
  return reduced
}
