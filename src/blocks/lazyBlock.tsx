// A block whose code loads when it first renders (React.lazy), in a Suspense boundary of its own so
// nothing around it waits: blocks only some pages show stay out of the pages' first scripts. The
// server render waits for it; hydration takes the boundary once its chunk has arrived.
import { lazy, Suspense, type ComponentType } from 'react'

export function lazyBlock<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() }))
  return function LazyBlock(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    )
  }
}
