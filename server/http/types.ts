// The shapes shared by the router and the service modules: a route (a call of the contract's table,
// or for the providers and hooks outside the spec a method and path template, and its handler) and
// what a handler receives and returns. A spec route's body and query reach the handler already
// decoded with the contract's schemas (src/contract/calls.ts); a wrong one never reaches it.
import type { Schema } from 'effect'
import type { BodyOf, CallName, CallService } from '../../src/contract/calls.ts'
import type { Db } from '../db/db.ts'
import type { AttemptRule } from './attempts.ts'
import type { Site } from './context.ts'
import type { PathParams } from './pathTemplate.ts'

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/** The caller behind a bearer token. */
export interface Consumer {
  readonly consumerNo: string
  readonly consumerType: string
  readonly tokenType: 'Guest' | 'Registered'
}

export interface CallContext<Body = unknown> {
  /** The database; inside a transaction for mutating calls. */
  readonly db: Db
  readonly request: Request
  readonly url: URL
  readonly params: PathParams
  readonly query: URLSearchParams
  /** JSON body of POST/PUT/PATCH/DELETE, decoded with the call's body schema where the contract has one (undefined when empty). */
  readonly body: Body
  /** Set on routes with `auth: true`. */
  readonly consumer: Consumer | undefined
  readonly correlationId: string
  /** The client's address as the server sees it (the peer, or what a trusted proxy forwarded); unknown for in-process calls. */
  readonly clientAddress: string | undefined
  /** The site of the standard context; throws 400 ATTR100 when missing or invalid. */
  site(pathSiteId?: string): Site
}

export interface Reply {
  readonly status?: number
  readonly body: unknown
}

interface RouteOptions<Body> {
  /**
   * The handler gets the database outside any transaction and opens its own (sign-in: a failed
   * attempt is counted although the call fails, which a rolled-back transaction would undo).
   * Implies no Idempotency-Key.
   */
  readonly ownTransaction?: boolean
  /** The handler never touches the database (server time, hero images). */
  readonly noDb?: boolean
  /**
   * A guessing limit (./attempts.ts): each call counts as an attempt, outside its transaction, and is
   * refused once a key it names is past its limit; only wrong guesses stay counted.
   */
  readonly attempts?: AttemptRule<CallContext<Body>>
  handler(ctx: CallContext<Body>): Promise<Reply | Response>
}

/** A row of the contract's call table served here: method, path and schemas come from the contract. */
export interface SpecRouteDef<N extends CallName = CallName> extends RouteOptions<BodyOf<N>> {
  readonly call: N
}

/** A route outside the spec's table (the simulated payment and captcha providers, media, test hooks). */
export interface OwnRouteDef<Body = unknown> extends RouteOptions<Body> {
  /** Requires `Authorization: Bearer <token>` (a spec call says so in the contract's table). */
  readonly auth?: boolean
  /** false: Idempotency-Key is ignored (a spec call says so in the contract's table). */
  readonly idempotent?: boolean
  readonly method: Method
  /** Path template relative to the service's mount point. */
  readonly template: string
  /** The body's schema, decoded before the handler runs as a contract call's is. */
  readonly body?: Schema.Codec<Body, unknown>
}

/** A route outside the contract's table whose body is decoded with `body`. */
export const ownRoute = <Body>(definition: OwnRouteDef<Body> & { readonly body: Schema.Codec<Body, unknown> }): OwnRouteDef =>
  definition as unknown as OwnRouteDef

export type RouteDef = SpecRouteDef | OwnRouteDef

/** What the handler of a contract call receives: the call's body as its schema decoded it. */
export type SpecContext<N extends CallName> = CallContext<BodyOf<N>>

/** A route serving a call of the contract; its handler gets the call's decoded body type. */
export const route = <N extends CallName>(call: N, options: RouteOptions<BodyOf<N>>): SpecRouteDef => ({ call, ...options }) as SpecRouteDef

export interface ServiceDef {
  readonly name: string
  /** appId of this service's error responses. */
  readonly appId: string
  readonly routes: ReadonlyArray<RouteDef>
  /** The services of the contract's table mounted here: their calls not served yet answer 501. */
  readonly specServices: ReadonlyArray<CallService>
}

export const reply = (body: unknown, status = 200): Reply => ({ status, body })
