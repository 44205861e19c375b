// Every route's content carries the hydration mark (src/pwa/browser/hydrationMark.ts) until React
// commits it. TanStack Router renders each route's component in a boundary of its own, hydrated
// after the route above it: the locale layout after the root, a page after the layout. Early input
// must know that a control in them is not hydrated yet; wrapping each route's component here says so
// with the app's own mark (an element with `data-hydrating` and no box of its own, taken off once
// React has committed the route and run its effects), on the server's HTML and on every client-side
// visit, instead of reading React's private fiber keys.
import { createElement, type ComponentType } from 'react'
import { css } from 'styled-system/css'
import { useHydrating } from '../pwa/browser/hydrationMark'

const noBox = css({ display: 'contents' })

/** A route's component (a lazy one has `preload`, which the router calls before rendering it). */
type RouteComponent = ComponentType<Record<string, unknown>> & { preload?: () => Promise<void>; marked?: true }

interface RouteLike {
  readonly isRoot?: boolean
  readonly options: { component?: unknown }
}

/** The component inside the mark; the router's preload kept. */
export const markedRoute = (Component: RouteComponent): RouteComponent => {
  if (Component.marked) return Component
  const Marked: RouteComponent = (props) => createElement('div', { ...useHydrating(), className: noBox }, createElement(Component, props))
  Marked.displayName = `Marked(${Component.displayName ?? Component.name ?? 'Route'})`
  if (Component.preload) Marked.preload = Component.preload
  Marked.marked = true
  return Marked
}

/**
 * Marks every route but the root (which renders the document itself and hydrates first, before the
 * hand-over). The route tree is a module's: wrapped once however many routers are made from it.
 */
export const markRoutes = (routes: Iterable<RouteLike>): void => {
  for (const route of routes) {
    const component = route.options.component as RouteComponent | undefined
    if (route.isRoot || !component) continue
    ;(route.options as { component?: unknown }).component = markedRoute(component)
  }
}
