// The account's service actions: notification preferences (read, change), a warranty claim, a
// contact-us case (a guest may send one too), and the shopper's data saved on the device as a JSON
// file (never logged). Each runs at once and needs the server's word.
import { Effect, Schema } from 'effect'
import { ContactUsRequest, NotificationPreference, WarrantyRequest } from '../../contract/schemas/customerCare'
import { Downloads } from '../effects/Downloads'
import { ContactCaseSent, NotificationPreferencesReceived, UserDataDownloaded, WarrantyClaimFiled, type AccountEvent } from '../events/account'
import { call } from './call'
import { accessToken } from './cart'
import { defineCommand } from './command'
import { accountFailed } from './accountActions'

export const UpdateNotifications = Schema.TaggedStruct('account.UpdateNotifications', {
  /** The preferences to change; none reads them. */
  preferences: Schema.Array(NotificationPreference).check(Schema.isMaxLength(20)),
})
export type UpdateNotifications = typeof UpdateNotifications.Type

export const FileWarrantyClaim = Schema.TaggedStruct('account.FileWarrantyClaim', { productId: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(40)), claim: WarrantyRequest })
export type FileWarrantyClaim = typeof FileWarrantyClaim.Type

export const ContactUs = Schema.TaggedStruct('account.ContactUs', { request: ContactUsRequest })
export type ContactUs = typeof ContactUs.Type

export const DownloadUserData = Schema.TaggedStruct('account.DownloadData', {})
export type DownloadUserData = typeof DownloadUserData.Type

export const updateNotifications = defineCommand<UpdateNotifications, AccountEvent>({
  aggregate: 'account',
  schema: UpdateNotifications,
  handle: (command, ctx) =>
    Effect.gen(function* () {
      const preferences = yield* call('notificationUpdate', { site: ctx.site, body: { preferences: command.preferences }, accessToken: yield* accessToken, idempotencyKey: ctx.idempotencyKey })
      return [NotificationPreferencesReceived.make({ preferences })]
    }),
  failed: accountFailed('account.UpdateNotifications'),
})

export const fileWarrantyClaim = defineCommand<FileWarrantyClaim, AccountEvent>({
  aggregate: 'account',
  schema: FileWarrantyClaim,
  handle: (command, ctx) =>
    Effect.gen(function* () {
      const claim = yield* call('warranty', { site: ctx.site, query: { productId: command.productId }, body: command.claim, accessToken: yield* accessToken, idempotencyKey: ctx.idempotencyKey })
      return [WarrantyClaimFiled.make({ claim })]
    }),
  failed: accountFailed('account.FileWarrantyClaim'),
})

export const contactUs = defineCommand<ContactUs, AccountEvent>({
  aggregate: 'account',
  schema: ContactUs,
  handle: (command, ctx) =>
    Effect.gen(function* () {
      const sent = yield* call('contactUs', { site: ctx.site, body: command.request, accessToken: yield* accessToken, idempotencyKey: ctx.idempotencyKey })
      return [ContactCaseSent.make({ caseId: sent.caseId })]
    }),
  failed: accountFailed('account.ContactUs'),
})

export const downloadUserData = defineCommand<DownloadUserData, AccountEvent>({
  aggregate: 'account',
  schema: DownloadUserData,
  handle: (_command, ctx) =>
    Effect.gen(function* () {
      const data = yield* call('retrieveUserData', { site: ctx.site, body: { format: 'json' }, accessToken: yield* accessToken })
      const bytes = new TextEncoder().encode(JSON.stringify(data, null, 2))
      yield* (yield* Downloads).save({ filename: `my-data-${data.generatedAt.slice(0, 10)}.json`, type: 'application/json', bytes })
      return [UserDataDownloaded.make({})]
    }),
  failed: accountFailed('account.DownloadData'),
})

export const customerCareCommands = {
  'account.UpdateNotifications': updateNotifications,
  'account.FileWarrantyClaim': fileWarrantyClaim,
  'account.ContactUs': contactUs,
  'account.DownloadData': downloadUserData,
} as const

export const CustomerCareCommand = [UpdateNotifications, FileWarrantyClaim, ContactUs, DownloadUserData] as const
