// The personalisation service's decide call (spec 001 section 7; spec 002 for the event kinds).
import { Schema } from 'effect'

/** One decision event (page view, cart, purchase, ...): its kind and fields as spec 002 describes them. */
export const DecisionEvent = Schema.Record(Schema.String, Schema.Unknown)

/** POST /api/engine/v1/decide/{brand}: who asks (customerId, monetateId from the mt.v cookie), where, and what happened. */
export const DecideRequest = Schema.Struct({
  customerId: Schema.optional(Schema.String),
  channel: Schema.optional(Schema.String),
  events: Schema.optional(Schema.Array(DecisionEvent)),
  monetateId: Schema.optional(Schema.String),
})

export const DecideResponse = Schema.Struct({
  responses: Schema.Array(Schema.Struct({ actions: Schema.Array(Schema.Record(Schema.String, Schema.Unknown)) })),
})
