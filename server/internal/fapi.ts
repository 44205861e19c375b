// The storefront's internal front-end interface (/fapi/...). Served so far: server time.
import { route, type RouteDef } from '../http/types.ts'

export const fapiRoutes: ReadonlyArray<RouteDef> = [
  route('serverTime', { noDb: true, handler: async () => ({ body: { timestamp: Date.now() } }) }),
]
