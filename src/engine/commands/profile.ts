// The signed-in shopper's profile section (spec 000 section 3; docs/decisions/0024): changing the
// profile (names, e-mail, phone, birth date, postal code, interests, shoe size, joining the loyalty
// programme), the newsletter and SMS subscriptions, and the loyalty summary (vouchers, welcome
// promotion). Each needs the server's word, so none is queued; the answers are recorded (personal
// data: forgotten at sign-out).
import { Effect, Schema } from 'effect'
import { AccountCommandFailed, LoyaltyReceived, ProfileReceived, SubscriptionsReceived } from '../events/session'
import { PreferencesInput, ProfileDetailsInput, SubscriptionChannel, SubscriptionType } from '../../contract/schemas/profile'
import { accessToken } from './cart'
import { call } from './call'
import type { AccountEvent } from './account'
import { defineCommand, failureFields, type CommandFailure } from './command'

const failedAs =
  (command: string) =>
  (commandId: string, failure: CommandFailure): AccountEvent =>
    AccountCommandFailed.make(failureFields(commandId, command, failure))

export const UpdateProfile = Schema.TaggedStruct('account.UpdateProfile', {
  details: Schema.optional(ProfileDetailsInput),
  preferences: Schema.optional(PreferencesInput),
  /** Join (true) or leave (false) the loyalty programme. */
  loyalty: Schema.optional(Schema.Boolean),
})
export type UpdateProfile = typeof UpdateProfile.Type

export const updateProfile = defineCommand<UpdateProfile, AccountEvent>({
  aggregate: 'session',
  schema: UpdateProfile,
  handle: (command, ctx) =>
    Effect.gen(function* () {
      const token = yield* accessToken
      const profile = yield* call('consumerUpdate', {
        site: ctx.site,
        body: {
          consumerProfile: {
            ...(command.details ? { consumerDetails: command.details } : {}),
            ...(command.preferences ? { preferences: command.preferences } : {}),
            ...(command.loyalty === undefined ? {} : { enrollments: [{ type: 'Loyalty' as const, optin: command.loyalty }] }),
          },
        },
        accessToken: token,
        idempotencyKey: ctx.idempotencyKey,
      })
      return [ProfileReceived.make({ profile })]
    }),
  failed: failedAs('account.UpdateProfile'),
})

/**
 * An employee accepts the employee discount terms (spec 000 section 6; docs/decisions/0030): the
 * profile update with `isEmployeeDiscountTCAccepted: true`, which the server keeps, so no later
 * sign-in asks again. The answer is the profile (spend and cap for the banner).
 */
export const AcceptEmployeeTerms = Schema.TaggedStruct('account.AcceptEmployeeTerms', {})
export type AcceptEmployeeTerms = typeof AcceptEmployeeTerms.Type

export const acceptEmployeeTerms = defineCommand<AcceptEmployeeTerms, AccountEvent>({
  aggregate: 'session',
  schema: AcceptEmployeeTerms,
  handle: (_command, ctx) =>
    Effect.gen(function* () {
      const token = yield* accessToken
      const profile = yield* call('consumerUpdate', {
        site: ctx.site,
        body: { consumerProfile: { isEmployeeDiscountTCAccepted: true } },
        accessToken: token,
        idempotencyKey: ctx.idempotencyKey,
      })
      return [ProfileReceived.make({ profile })]
    }),
  failed: failedAs('account.AcceptEmployeeTerms'),
})

export const LoadSubscriptions = Schema.TaggedStruct('account.LoadSubscriptions', {})
export type LoadSubscriptions = typeof LoadSubscriptions.Type

export const loadSubscriptions = defineCommand<LoadSubscriptions, AccountEvent>({
  aggregate: 'session',
  schema: LoadSubscriptions,
  handle: (_command, ctx) =>
    Effect.gen(function* () {
      const token = yield* accessToken
      const { subscriptions } = yield* call('subscriptionGet', { site: ctx.site, accessToken: token })
      return [SubscriptionsReceived.make({ subscriptions })]
    }),
  failed: failedAs('account.LoadSubscriptions'),
})

export const UpdateSubscriptions = Schema.TaggedStruct('account.UpdateSubscriptions', {
  changes: Schema.Array(
    Schema.Struct({
      type: SubscriptionType,
      channel: SubscriptionChannel,
      optin: Schema.Boolean,
      recipient: Schema.optional(Schema.String.check(Schema.isMaxLength(254))),
      phoneCountry: Schema.optional(Schema.String.check(Schema.isMaxLength(2))),
    }),
  ).check(Schema.isMinLength(1), Schema.isMaxLength(4)),
})
export type UpdateSubscriptions = typeof UpdateSubscriptions.Type

/** Opts in or out: a member's subscriptions are updated (PUT), a guest's created (POST; spec 002 sections 4 and 6). */
export const updateSubscriptions = defineCommand<UpdateSubscriptions, AccountEvent>({
  aggregate: 'session',
  schema: UpdateSubscriptions,
  handle: (command, ctx) =>
    Effect.gen(function* () {
      const token = yield* accessToken
      const input = { site: ctx.site, body: { subscriptions: command.changes }, accessToken: token, idempotencyKey: ctx.idempotencyKey }
      const { subscriptions } = yield* ctx.state.session.status === 'registered' ? call('subscriptionUpdate', input) : call('subscriptionCreate', input)
      return [SubscriptionsReceived.make({ subscriptions })]
    }),
  failed: failedAs('account.UpdateSubscriptions'),
})

export const LoadLoyalty = Schema.TaggedStruct('account.LoadLoyalty', {})
export type LoadLoyalty = typeof LoadLoyalty.Type

/** A member's vouchers and welcome promotion (none for a shopper outside the programme: nothing to ask). */
export const loadLoyalty = defineCommand<LoadLoyalty, AccountEvent>({
  aggregate: 'session',
  schema: LoadLoyalty,
  handle: (_command, ctx) =>
    Effect.gen(function* () {
      if (ctx.state.session.status !== 'registered') return []
      const token = yield* accessToken
      const member = ctx.state.session.profile?.loyaltySummary?.status === 'member'
      const [vouchers, welcome] = yield* Effect.all(
        [member ? call('loyaltyVouchers', { site: ctx.site, accessToken: token }) : Effect.succeed(null), call('loyaltyWelcomePromo', { site: ctx.site, accessToken: token })],
        { concurrency: 2 },
      )
      return [LoyaltyReceived.make({ vouchers, welcome })]
    }),
  failed: failedAs('account.LoadLoyalty'),
})

export const profileCommands = {
  'account.UpdateProfile': updateProfile,
  'account.AcceptEmployeeTerms': acceptEmployeeTerms,
  'account.LoadSubscriptions': loadSubscriptions,
  'account.UpdateSubscriptions': updateSubscriptions,
  'account.LoadLoyalty': loadLoyalty,
} as const

export const ProfileCommand = [UpdateProfile, AcceptEmployeeTerms, LoadSubscriptions, UpdateSubscriptions, LoadLoyalty] as const
