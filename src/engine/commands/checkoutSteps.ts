// A checkout step's submit as one command: its handler runs the step's calls in order through the
// per-call commands' own handlers (./checkout.ts), stops at the first one that fails, and records the
// step's story under one command id: `v1.CheckoutStepSubmitted` at once, then the calls' events and
// `v1.CheckoutStepSettled`, or the failure (`v1.CheckoutCommandFailed` naming the step's command,
// shown where the catalogue puts the failing call's code). A failure records none of the step's calls,
// so the projection never shows a half-submitted step (the server may hold the earlier ones; the next
// cart answer, or the cart read at start, brings them in). Not queueable, like every checkout command;
// a captcha answer is a Secret: never logged. The summary's submit is `checkout.PlaceOrder`.
import { Effect, Schema } from 'effect'
import { Address, GiftOption } from '../../contract/schemas/cart'
import { CheckoutStepSettled, CheckoutStepSubmitted, type CheckoutEvent } from '../events/checkout'
import type { CartEvent } from '../events/cart'
import { Secret } from '../secrets'
import { failedAs, selectShippingMethod, setBillingAddress, setGiftOption, setShippingAddress, validateShippingAddress } from './checkout'
import { defineCommand, type CommandContext } from './command'

type Event = CartEvent | CheckoutEvent

/** A part of a step: the per-call command's handler, under a key of its own (DECISIONS 5: `<key>.<part>`). */
const part = (ctx: CommandContext, name: string): CommandContext => ({ ...ctx, idempotencyKey: `${ctx.idempotencyKey}.${name}` })

const captchaAsked = (events: ReadonlyArray<Event>): boolean => events.some((e) => e._tag === 'v1.CaptchaRequired')

// ---- shipping ------------------------------------------------------------------------------------

export const SubmitShippingStep = Schema.TaggedStruct('checkout.SubmitShippingStep', {
  /** The order's email (also the contact email of every address sent). */
  email: Schema.String,
  /** Home delivery: the address (checked by the server first) and the method the shopper chose. */
  home: Schema.optional(Schema.Struct({ shippingId: Schema.String, address: Address, method: Schema.optional(Schema.String) })),
  /** Pickup, ship-to-store and collection-point shipments: the collection contact, as that shipment's address. */
  contacts: Schema.Array(Schema.Struct({ shippingId: Schema.String, address: Address })),
  /** Digital lines: the recipient of each e-gift. */
  gifts: Schema.Array(Schema.Struct({ itemId: Schema.String, giftOption: GiftOption })),
  /** The captcha answer, when the server asked for one (a Secret: never logged, never queued). */
  recaptcha: Schema.optional(Secret),
})
export type SubmitShippingStep = typeof SubmitShippingStep.Type

/**
 * Validate the home address → store it (the server's normalised form) → select the method (when it is
 * not the cart's already) → store each collection contact → set each e-gift's recipient. Stops at the
 * first failure, at an address the server refuses, or when the server asks for a captcha answer.
 */
export const submitShippingStep = defineCommand<SubmitShippingStep, Event>({
  aggregate: 'cart',
  schema: SubmitShippingStep,
  optimistic: () => [CheckoutStepSubmitted.make({ step: 'shipping' })],
  handle: (command, ctx) =>
    Effect.gen(function* () {
      const settled = (events: ReadonlyArray<Event>, outcome: typeof CheckoutStepSettled.Type.outcome): ReadonlyArray<Event> => [
        ...events,
        CheckoutStepSettled.make({ step: 'shipping', outcome }),
      ]
      const recaptcha = command.recaptcha === undefined ? {} : { recaptcha: command.recaptcha }
      const events: Event[] = []
      const { home } = command
      if (home) {
        // The server's check first (it knows more than the form: delivery countries, PO boxes, phones).
        const checked = yield* validateShippingAddress.handle(
          { _tag: 'checkout.ValidateShippingAddress', shippingId: home.shippingId, address: home.address },
          part(ctx, 'validate'),
        )
        events.push(...checked)
        const verdict = checked.flatMap((e) => (e._tag === 'v1.ShippingAddressValidated' ? [e.result] : []))[0]
        if (verdict && !verdict.valid) return settled(events, 'addressRejected')
        const stored = yield* setShippingAddress.handle(
          { _tag: 'checkout.SetShippingAddress', shippingId: home.shippingId, address: verdict?.normalized ?? home.address, email: command.email, ...recaptcha },
          part(ctx, 'address'),
        )
        events.push(...stored)
        if (captchaAsked(stored)) return settled(events, 'captchaRequired')
        const current = ctx.state.cart.server?.shippingMethods?.find((s) => s.shippingId === home.shippingId)?.code
        if (home.method && home.method !== current) {
          events.push(
            ...(yield* selectShippingMethod.handle({ _tag: 'checkout.SelectShippingMethod', shippingId: home.shippingId, code: home.method }, part(ctx, 'method'))),
          )
        }
      }
      for (const contact of command.contacts) {
        const stored = yield* setShippingAddress.handle(
          { _tag: 'checkout.SetShippingAddress', shippingId: contact.shippingId, address: contact.address, email: command.email, ...recaptcha },
          part(ctx, `contact.${contact.shippingId}`),
        )
        events.push(...stored)
        if (captchaAsked(stored)) return settled(events, 'captchaRequired')
      }
      for (const gift of command.gifts) {
        events.push(...(yield* setGiftOption.handle({ _tag: 'checkout.SetGiftOption', itemId: gift.itemId, giftOption: gift.giftOption }, part(ctx, `gift.${gift.itemId}`))))
      }
      return settled(events, 'succeeded')
    }),
  failed: failedAs('checkout.SubmitShippingStep'),
})

// ---- billing -------------------------------------------------------------------------------------

/** The billing address (the payment chosen stays in the page's memory until the order is placed). */
export const SubmitBillingStep = Schema.TaggedStruct('checkout.SubmitBillingStep', { address: Address })
export type SubmitBillingStep = typeof SubmitBillingStep.Type

/** Store the billing address: one call, under the step's own key. */
export const submitBillingStep = defineCommand<SubmitBillingStep, Event>({
  aggregate: 'cart',
  schema: SubmitBillingStep,
  optimistic: () => [CheckoutStepSubmitted.make({ step: 'billing' })],
  handle: (command, ctx) =>
    setBillingAddress
      .handle({ _tag: 'checkout.SetBillingAddress', address: command.address }, ctx)
      .pipe(Effect.map((events): ReadonlyArray<Event> => [...events, CheckoutStepSettled.make({ step: 'billing', outcome: 'succeeded' })])),
  failed: failedAs('checkout.SubmitBillingStep'),
})

export const checkoutStepCommands = {
  'checkout.SubmitShippingStep': submitShippingStep,
  'checkout.SubmitBillingStep': submitBillingStep,
} as const

export const CheckoutStepCommand = [SubmitShippingStep, SubmitBillingStep] as const
