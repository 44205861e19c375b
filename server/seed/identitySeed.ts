// The seeded registered accounts (README "Checkout test data", docs/decisions/0015), written with
// every seed and reseed, deterministic: fixed consumer numbers, address and card ids, and password
// hashes with a salt derived from the e-mail (published test passwords gain nothing from a random
// salt, and a reseed gives the same rows). Their cards are saved through the provider's own path —
// the card number becomes a single-use token (bin, last four, brand, test scenario derived as for a
// shopper's card) which `saveCardFromToken` uses up — so seeded cards cannot drift from real ones.
import { createHash } from 'node:crypto'
import type { Db } from '../db/db.ts'
import { hashPassword } from '../commerce/passwords.ts'
import { saveCardFromToken } from '../commerce/savedCards.ts'
import { issueCardToken } from '../payments/provider.ts'

/** Tables of the identity migration holding data (TRUNCATE … CASCADE on reseed). */
export const IDENTITY_TABLES = [
  'saved_cards',
  'consumer_addresses',
  'refresh_tokens',
  'refresh_families',
  'auth_codes',
  'save_for_later_items',
  'save_for_later',
  'signin_throttle',
  'captcha_answers_used',
  'password_history',
  'password_resets',
  'mail_outbox',
] as const

export const SEEDED_PASSWORD = 'Summit-2026!'

interface SeededAddress {
  readonly id: string
  readonly approachType: 'S' | 'B'
  readonly main: boolean
  readonly addressLine1: string
  readonly city: string
  readonly postalCode: string
  readonly stateRegion: string | null
  readonly country: string
  readonly phone: string
  readonly email: string | null
}

interface SeededCard {
  readonly id: string
  readonly number: string
  readonly expiryMonth: number
  readonly expiryYear: number
  readonly main: boolean
}

export interface SeededAccount {
  readonly consumerNo: string
  readonly email: string
  readonly firstName: string
  readonly lastName: string
  readonly phone: string | null
  readonly loyalty: { readonly status: 'none' | 'member'; readonly points: number }
  readonly addresses: ReadonlyArray<SeededAddress>
  readonly cards: ReadonlyArray<SeededCard>
}

const BOULDER = { addressLine1: '1 Pearl Street', city: 'Boulder', postalCode: '80302', stateRegion: 'CO', country: 'US', phone: '+13035550142' } as const

export const SEEDED_ACCOUNTS: ReadonlyArray<SeededAccount> = [
  {
    consumerNo: '1000000001',
    email: 'member@summit.test',
    firstName: 'Alex',
    lastName: 'Morgan',
    phone: '+13035550142',
    loyalty: { status: 'member', points: 2600 },
    addresses: [
      { id: 'ad_member_shipping', approachType: 'S', main: true, ...BOULDER, email: null },
      { id: 'ad_member_billing', approachType: 'B', main: true, ...BOULDER, email: 'member@summit.test' },
      {
        id: 'ad_member_london',
        approachType: 'S',
        main: false,
        addressLine1: '10 Downing Street',
        city: 'London',
        postalCode: 'SW1A 2AA',
        stateRegion: null,
        country: 'GB',
        phone: '+447700900123',
        email: null,
      },
    ],
    cards: [
      { id: 'pi_member_1111', number: '4111111111111111', expiryMonth: 12, expiryYear: 2030, main: true },
      { id: 'pi_member_3220', number: '4000000000003220', expiryMonth: 11, expiryYear: 2029, main: false },
    ],
  },
  {
    consumerNo: '1000000002',
    email: 'new@summit.test',
    firstName: 'Sam',
    lastName: 'Lee',
    phone: null,
    loyalty: { status: 'none', points: 0 },
    addresses: [],
    cards: [],
  },
]

const seedSalt = (email: string): Buffer => createHash('sha256').update(`summit-seed-salt:${email}`).digest().subarray(0, 16)

export const seedIdentity = async (tx: Db): Promise<void> => {
  for (const account of SEEDED_ACCOUNTS) {
    await tx.query(
      `INSERT INTO consumers (consumer_no, consumer_type, email, password_hash, first_name, last_name, phone, loyalty_status, loyalty_points)
       VALUES ($1, 'REGISTERED', $2, $3, $4, $5, $6, $7, $8)`,
      [
        account.consumerNo,
        account.email,
        await hashPassword(SEEDED_PASSWORD, seedSalt(account.email)),
        account.firstName,
        account.lastName,
        account.phone,
        account.loyalty.status,
        account.loyalty.points,
      ],
    )
    for (const a of account.addresses)
      await tx.query(
        `INSERT INTO consumer_addresses (id, consumer_no, approach_type, main, recipient_first_name, recipient_last_name, address_line1, city, postal_code, state_region, country, phone, email)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
        [a.id, account.consumerNo, a.approachType, a.main, account.firstName, account.lastName, a.addressLine1, a.city, a.postalCode, a.stateRegion, a.country, a.phone, a.email],
      )
    for (const card of account.cards) {
      const { token } = await issueCardToken(tx, card.number, { month: card.expiryMonth, year: card.expiryYear }, `${account.firstName} ${account.lastName}`)
      await saveCardFromToken(tx, account.consumerNo, token, { main: card.main, id: card.id })
    }
  }
}
