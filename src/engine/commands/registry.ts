// Every command the engine accepts, by name (a closed union), with its schema and handler.
import { Schema } from 'effect'
import { AddItem, ChangeQuantity, Load, LoadSaved, MoveToCart, RemoveItem, RemoveSaved, SaveForLater, cartCommands } from './cart'
import { AccountCommand, accountCommands } from './account'
import { CheckoutCommand, checkoutCommands } from './checkout'
import { CheckoutStepCommand, checkoutStepCommands } from './checkoutSteps'
import { ProductFeedbackCommand, productFeedbackCommands } from './productFeedback'
import { EnsureGuestToken, sessionCommands } from './session'
import { AddressBookCommand, addressBookCommands } from './addressBook'
import { OrderCommand, orderCommands } from './orders'
import { CustomerCareCommand, customerCareCommands } from './customerCare'
import { FavouritesCommand, favouriteCommands } from './favourites'
import { EnrollmentCommand, enrollmentCommands } from './enrollment'
import { ProfileCommand, profileCommands } from './profile'
import { Subscribe, subscriptionCommands } from './subscriptions'
import type { CommandSpec } from './command'

export const COMMANDS = {
  ...sessionCommands,
  ...accountCommands,
  ...enrollmentCommands,
  ...profileCommands,
  ...cartCommands,
  ...checkoutCommands,
  ...checkoutStepCommands,
  ...addressBookCommands,
  ...orderCommands,
  ...customerCareCommands,
  ...favouriteCommands,
  ...productFeedbackCommands,
  ...subscriptionCommands,
} as const

export type CommandName = keyof typeof COMMANDS

export const Command = Schema.Union([
  EnsureGuestToken,
  AddItem,
  ChangeQuantity,
  RemoveItem,
  Load,
  SaveForLater,
  MoveToCart,
  RemoveSaved,
  LoadSaved,
  ...AccountCommand,
  ...EnrollmentCommand,
  ...ProfileCommand,
  ...CheckoutCommand,
  ...CheckoutStepCommand,
  ...AddressBookCommand,
  ...OrderCommand,
  ...CustomerCareCommand,
  ...FavouritesCommand,
  ...ProductFeedbackCommand,
  Subscribe,
])
export type Command = typeof Command.Type

export type CommandOf<N extends CommandName> = Extract<Command, { readonly _tag: N }>

/** The spec of a command (typed loosely: the engine treats every command alike). */
export const specOf = (command: Command): CommandSpec<Command> => COMMANDS[command._tag] as unknown as CommandSpec<Command>

// The union and the registry name the same commands.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const _namesAgree: Same<CommandName, Command['_tag']> = true
void _namesAgree
