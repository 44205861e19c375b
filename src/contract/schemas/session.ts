// The storefront's own session calls (backend-for-frontend, docs/decisions/0024): the page never
// holds a refresh token. The storefront's server keeps it in an HttpOnly cookie scoped to
// /session/{siteId}, redeems it (every redemption rotates it) and exchanges sign-in codes; the page
// gets the access token only, in memory. One interface for every kind of session: a guest, a
// registered shopper, and (issue 15) a store associate, each started by an exchange of its own kind.
import { Schema } from 'effect'
import { RegisteredTokenRequest, TokenResponse } from './token'

/** What the page learns of a session: the token response without its refresh token. */
export const SessionGrant = TokenResponse.mapFields(({ refreshToken: _refresh, ...fields }) => fields)
export type SessionGrant = typeof SessionGrant.Type

/**
 * POST /session/{siteId}/token: a fresh access token for the session the cookie names (its refresh
 * token rotated). Without a session (no cookie, or one the identity service no longer honours)
 * `startGuest: true` starts a guest session; otherwise 401 AUT404.
 */
export const SessionTokenRequest = Schema.Struct({ startGuest: Schema.optional(Schema.Boolean) })

/**
 * POST /session/{siteId}/exchange: a sign-in's authorisation code and PKCE verifier for a registered
 * session (the guest's bearer, sent along, proves the guest objects to merge). Issue 15 adds the
 * associate's exchange to this union.
 */
export const SessionExchangeRequest = RegisteredTokenRequest

/** POST /session/{siteId}/end: revokes the session (with the access token when it is a registered one) and forgets the cookie. */
export const SessionEndRequest = Schema.Struct({})
