// The signed-in shopper's address book: add, change (including "make main") and remove an
// address. Each needs the server's word (the address rules, the main-address rule): the command
// runs at once, the page shows it pending until the answer, and the answer — the whole book with
// its main marks — replaces the profile's addresses (v1.AddressBookReceived).
import { Effect, Schema } from 'effect'
import { AddressBookRequest } from '../../contract/schemas/addressBook'
import { AddressBookReceived, type AccountEvent } from '../events/account'
import { call } from './call'
import { accessToken } from './cart'
import { defineCommand } from './command'
import { accountFailed } from './accountActions'

const AddressId = Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(64))

export const AddAddress = Schema.TaggedStruct('account.AddAddress', { address: AddressBookRequest })
export type AddAddress = typeof AddAddress.Type

export const UpdateAddress = Schema.TaggedStruct('account.UpdateAddress', { addressId: AddressId, address: AddressBookRequest })
export type UpdateAddress = typeof UpdateAddress.Type

export const RemoveAddress = Schema.TaggedStruct('account.RemoveAddress', { addressId: AddressId })
export type RemoveAddress = typeof RemoveAddress.Type

export const addAddress = defineCommand<AddAddress, AccountEvent>({
  aggregate: 'account',
  schema: AddAddress,
  handle: (command, ctx) =>
    Effect.gen(function* () {
      const book = yield* call('addressAdd', { site: ctx.site, body: command.address, accessToken: yield* accessToken, idempotencyKey: ctx.idempotencyKey })
      return [AddressBookReceived.make({ addresses: book.addresses })]
    }),
  failed: accountFailed('account.AddAddress'),
})

export const updateAddress = defineCommand<UpdateAddress, AccountEvent>({
  aggregate: 'account',
  schema: UpdateAddress,
  handle: (command, ctx) =>
    Effect.gen(function* () {
      const book = yield* call('addressUpdate', {
        site: ctx.site,
        path: { addressId: command.addressId },
        body: command.address,
        accessToken: yield* accessToken,
        idempotencyKey: ctx.idempotencyKey,
      })
      return [AddressBookReceived.make({ addresses: book.addresses })]
    }),
  failed: accountFailed('account.UpdateAddress'),
})

export const removeAddress = defineCommand<RemoveAddress, AccountEvent>({
  aggregate: 'account',
  schema: RemoveAddress,
  handle: (command, ctx) =>
    Effect.gen(function* () {
      const book = yield* call('addressRemove', { site: ctx.site, path: { addressId: command.addressId }, accessToken: yield* accessToken, idempotencyKey: ctx.idempotencyKey })
      return [AddressBookReceived.make({ addresses: book.addresses })]
    }),
  failed: accountFailed('account.RemoveAddress'),
})

export const addressBookCommands = {
  'account.AddAddress': addAddress,
  'account.UpdateAddress': updateAddress,
  'account.RemoveAddress': removeAddress,
} as const

export const AddressBookCommand = [AddAddress, UpdateAddress, RemoveAddress] as const
