// Subscribing to the newsletter or to text messages (spec 002 sections 3, 4, 6, 7): one command,
// `subscription.Subscribe`, for the newsletter form and the SMS subscription. The date is the
// server's (GET /fapi/server/time, the epoch if it cannot be had, as the spec says). A signed-in
// shopper's subscription is updated (PUT); a guest's is created (POST), and when this guest
// subscribed another recipient on the channel before, that one is opted out first. Runs directly
// (never queued): the form waits for the server's answer.
import { Effect, Schema } from 'effect'
import { AccountCommandFailed, SubscriptionSaved, type SessionEvent } from '../events/session'
import { LOCALE_INFO, isLocale } from '../../contract/site/sites'
import { call } from './call'
import { accessToken } from './cart'
import { defineCommand, failureFields } from './command'

export const Subscribe = Schema.TaggedStruct('subscription.Subscribe', {
  type: Schema.Literals(['Newsletter', 'LoyaltyNewsletter']),
  channel: Schema.Literals(['email', 'sms']),
  recipient: Schema.String.check(Schema.isTrimmed(), Schema.isMinLength(3), Schema.isMaxLength(254)),
})
export type Subscribe = typeof Subscribe.Type

/** YYYY-MM-DD of an epoch-milliseconds timestamp (UTC). */
export const isoDay = (timestamp: number): string => new Date(timestamp).toISOString().slice(0, 10)

export const subscribe = defineCommand<Subscribe, SessionEvent>({
  aggregate: 'session',
  schema: Subscribe,
  handle: (command, ctx) =>
    Effect.gen(function* () {
      const token = yield* accessToken
      const time = yield* call('serverTime', { site: ctx.site }).pipe(Effect.orElseSucceed(() => ({ timestamp: 0 })))
      const day = isoDay(time.timestamp)
      const locale = isLocale(ctx.site.locale) ? LOCALE_INFO[ctx.site.locale] : undefined
      const where = { country: locale?.region ?? 'US', region: ctx.site.locale }
      const body = { type: command.type, channel: command.channel, recipient: command.recipient, category: 'subscription' as const, ...where }
      const events: SessionEvent[] = []
      if (ctx.state.session.status === 'registered') {
        const { subscription } = yield* call('subscriptionUpdate', { site: ctx.site, body: { ...body, optin: true, optinDate: day }, accessToken: token, idempotencyKey: ctx.idempotencyKey })
        return [SubscriptionSaved.make({ type: subscription.type, channel: subscription.channel, recipient: subscription.recipient, optin: subscription.optin })]
      }
      const earlier = ctx.state.session.savedSubscriptions?.[command.channel]
      if (earlier && earlier.optin && earlier.recipient !== command.recipient) {
        const { subscription } = yield* call('subscriptionUpdate', {
          site: ctx.site,
          body: { ...body, type: earlier.type, recipient: earlier.recipient, optin: false, optoutDate: day },
          accessToken: token,
          idempotencyKey: `${ctx.idempotencyKey}.optout`,
        })
        events.push(SubscriptionSaved.make({ type: subscription.type, channel: subscription.channel, recipient: subscription.recipient, optin: false }))
      }
      const { subscription } = yield* call('subscriptionCreate', { site: ctx.site, body: { ...body, optin: true, optinDate: day }, accessToken: token, idempotencyKey: ctx.idempotencyKey })
      events.push(SubscriptionSaved.make({ type: subscription.type, channel: subscription.channel, recipient: subscription.recipient, optin: subscription.optin }))
      return events
    }),
  failed: (commandId, failure) => AccountCommandFailed.make(failureFields(commandId, 'subscription.Subscribe', failure)),
})

export const subscriptionCommands = { 'subscription.Subscribe': subscribe } as const
