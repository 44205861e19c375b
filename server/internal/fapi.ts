// The storefront's internal front-end interface (/fapi/...). Served so far: server time.
import type { RouteDef } from '../http/types.ts'

export const fapiRoutes: ReadonlyArray<RouteDef> = [
  { method: 'GET', template: '/fapi/server/time', noDb: true, handler: async () => ({ body: { timestamp: Date.now() } }) },
]
