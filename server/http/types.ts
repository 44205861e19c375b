// The shapes shared by the router and the service modules: a route (method, spec path template,
// handler) and what a handler receives and returns.
import type { Db } from '../db/db.ts'
import type { Site } from './context.ts'
import type { PathParams } from './pathTemplate.ts'

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/** The caller behind a bearer token. */
export interface Consumer {
  readonly consumerNo: string
  readonly consumerType: string
  readonly tokenType: 'Guest' | 'Registered'
}

export interface CallContext {
  /** The database; inside a transaction for mutating calls. */
  readonly db: Db
  readonly request: Request
  readonly url: URL
  readonly params: PathParams
  readonly query: URLSearchParams
  /** Parsed JSON body of POST/PUT/PATCH/DELETE (undefined when empty). */
  readonly body: unknown
  /** Set on routes with `auth: true`. */
  readonly consumer: Consumer | undefined
  readonly correlationId: string
  /** The site of the standard context; throws 400 ATTR100 when missing or invalid. */
  site(pathSiteId?: string): Site
}

export interface Reply {
  readonly status?: number
  readonly body: unknown
}

export interface RouteDef {
  readonly method: Method
  /** Path template relative to the service's mount point, as written in calls.tsv. */
  readonly template: string
  /** Requires `Authorization: Bearer <token>`. */
  readonly auth?: boolean
  /**
   * false: Idempotency-Key is ignored. For the token call, whose response carries a secret that
   * must not be stored; a retried guest exchange simply issues another guest token.
   */
  readonly idempotent?: boolean
  /**
   * The handler gets the database outside any transaction and opens its own (sign-in: a failed
   * attempt is counted although the call fails, which a rolled-back transaction would undo).
   * Implies no Idempotency-Key.
   */
  readonly ownTransaction?: boolean
  /** The handler never touches the database (server time, hero images). */
  readonly noDb?: boolean
  handler(ctx: CallContext): Promise<Reply | Response>
}

export interface ServiceDef {
  readonly name: string
  /** appId of this service's error responses. */
  readonly appId: string
  readonly routes: ReadonlyArray<RouteDef>
  /** Calls of the spec that belong to this service (served or not yet). */
  readonly specCalls: ReadonlyArray<readonly [Method | string, string]>
}

export const reply = (body: unknown, status = 200): Reply => ({ status, body })
