// What content blocks may ask the shop to do (src/blocks/blockActions.tsx), each one an engine
// command: adding lines to the cart (`cart.AddItem` per line, in order; the first failure stops and
// is answered) and subscribing (`subscription.Subscribe`). Warming starts the engine early when the
// shopper reaches for such a control.
import { useMemo, type ReactNode } from 'react'
import { BlockActionsContext, type ActionResult, type BlockActions } from '../../blocks/blockActions'
import { useEngineHandle } from '../../engine/react'

export function BlockActionsProvider({ children }: { children: ReactNode }) {
  const handle = useEngineHandle()
  const actions = useMemo<BlockActions>(
    () => ({
      addToCart: async (lines): Promise<ActionResult> => {
        for (const line of lines) {
          const result = await handle.dispatch({ _tag: 'cart.AddItem', sku: line.sku, qty: line.qty, display: line.display })
          if (!result.ok) return { ok: false, failure: result.error }
        }
        return { ok: true }
      },
      subscribe: async (request): Promise<ActionResult> => {
        const result = await handle.dispatch({ _tag: 'subscription.Subscribe', ...request })
        return result.ok ? { ok: true } : { ok: false, failure: result.error }
      },
      warm: () => handle.demand(),
    }),
    [handle],
  )
  return <BlockActionsContext.Provider value={actions}>{children}</BlockActionsContext.Provider>
}
