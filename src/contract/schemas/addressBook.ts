// The shopper's address book (spec 001 section 7, Consumer: POST /address, PUT and DELETE
// /address/{addressId}). An entry is the spec's Address with its type (S shipping, B billing) and
// main flag; the main-address rule is ../addressBook.ts, the field rules ../address.ts. Every call
// answers the whole book, main marks as the rule left them.
import { Schema } from 'effect'
import { Address } from './cart'

/** POST /consumers-v3/consumer/address and PUT /consumers-v3/consumer/address/{addressId}. */
export const AddressBookRequest = Schema.Struct({
  ...Address.fields,
  approachType: Schema.Literals(['S', 'B']),
  /** Make this the main address of its type (setting one clears the other). */
  main: Schema.optional(Schema.Boolean),
})
export type AddressBookRequest = typeof AddressBookRequest.Type

export const AddressBookResponse = Schema.Struct({ addresses: Schema.Array(Address) })
export type AddressBookResponse = typeof AddressBookResponse.Type

/** The most addresses one shopper keeps (PRO412 past it). */
export const MAX_ADDRESSES = 30
