// The signed-in shopper's profile (GET /consumers-v3/consumer?includeLoyaltySummary=true): names,
// e-mail, phone, their addresses (id, approach type S shipping / B billing, main: at most one per
// type) and, when asked, the loyalty summary from the loyalty columns (loyalty.ts). Registered
// tokens only: a guest is 401 AUT404 (the contract's choice: a guest has no profile to find, and
// the client reads AUT404 as "cannot authorise", not as a missing customer). Birth date, postal code,
// gender, interests, shoe size and the loyalty opt-in date come with it (profileCalls.ts changes them),
// and the roles (docs/decisions/0030): an employee's spend and annual cap and whether they accepted the
// employee discount terms, an athlete's credit and spend, a professional programme's identity.
import type { Address } from '../../src/contract/schemas/cart.ts'
import type { ConsumerProfile } from '../../src/contract/schemas/account.ts'
import type { Db } from '../db/db.ts'
import { ApiError } from '../http/errors.ts'
import { decimal } from './present.ts'
import { route, type Reply, type RouteDef, type SpecContext } from '../http/types.ts'
import { registeredOf } from './token.ts'

interface AddressRow {
  id: string
  approach_type: 'S' | 'B'
  main: boolean
  recipient_first_name: string
  recipient_last_name: string
  address_line1: string
  address_line2: string | null
  city: string
  postal_code: string
  state_region: string | null
  country: string
  phone: string
  email: string | null
}

export const addressesOf = async (db: Db, consumerNo: string): Promise<Address[]> => {
  const rows = await db.query<AddressRow>(
    `SELECT id, approach_type, main, recipient_first_name, recipient_last_name, address_line1, address_line2, city, postal_code, state_region, country, phone, email
     FROM consumer_addresses WHERE consumer_no = $1 ORDER BY seq`,
    [consumerNo],
  )
  return rows.map((r) => ({
    id: r.id,
    approachType: r.approach_type,
    main: r.main,
    recipientFirstName: r.recipient_first_name,
    recipientLastName: r.recipient_last_name,
    addressLine1: r.address_line1,
    ...(r.address_line2 ? { addressLine2: r.address_line2 } : {}),
    city: r.city,
    postalCode: r.postal_code,
    ...(r.state_region ? { stateCityProvDept: r.state_region } : {}),
    country: r.country,
    recipientContactPhone: r.phone,
    ...(r.email ? { recipientContactEmail: r.email } : {}),
  }))
}

interface ProfileRow {
  consumer_type: string
  first_name: string | null
  last_name: string | null
  email: string | null
  phone: string | null
  birth_date: string | null
  postal_code: string | null
  gender: string | null
  interests: string | null
  preferred_shoe_size: string | null
  loyalty_status: 'none' | 'unconfirmed' | 'member'
  loyalty_points: number
  loyalty_opt_in_date: string | null
  employee_terms_accepted: boolean
  employee_annual_cap_minor: number | null
  employee_current_spend_minor: number
  athlete_annual_credit_minor: number | null
  athlete_current_spend_minor: number
  programme_identity: 'WRANX' | 'IPA' | null
}

/** A consumer's whole profile as the profile calls answer it (PRO404 when there is none). */
export const profileOf = async (db: Db, consumerNo: string, withLoyaltySummary: boolean): Promise<ConsumerProfile> => {
  const [row] = await db.query<ProfileRow>(
    `SELECT consumer_type, first_name, last_name, email, phone, to_char(birth_date, 'YYYY-MM-DD') AS birth_date, postal_code, gender, interests, preferred_shoe_size,
       loyalty_status, loyalty_points, to_char(loyalty_opt_in_date, 'YYYY-MM-DD') AS loyalty_opt_in_date,
       employee_terms_accepted_at IS NOT NULL AS employee_terms_accepted, employee_annual_cap_minor, employee_current_spend_minor,
       athlete_annual_credit_minor, athlete_current_spend_minor, programme_identity
     FROM consumers WHERE consumer_no = $1`,
    [consumerNo],
  )
  if (!row) throw new ApiError(404, 'PRO404', 'Profile not found')
  return {
    consumerNo,
    consumerType: row.consumer_type,
    // A shopper made registered by the test hooks has no names or e-mail: empty, not invented.
    consumerDetails: {
      firstName: row.first_name ?? '',
      lastName: row.last_name ?? '',
      email: row.email ?? '',
      ...(row.phone ? { phone: row.phone } : {}),
      ...(row.birth_date ? { birthDate: row.birth_date } : {}),
      ...(row.postal_code ? { postalCode: row.postal_code } : {}),
      ...(row.gender ? { gender: row.gender } : {}),
      ...(row.consumer_type === 'EMPLOYEE' && row.employee_annual_cap_minor !== null
        ? { employee: { currentSpend: decimal(row.employee_current_spend_minor), annualCap: decimal(row.employee_annual_cap_minor) } }
        : {}),
      ...(row.athlete_annual_credit_minor !== null
        ? { athlete: { currentSpend: decimal(row.athlete_current_spend_minor), annualCredit: decimal(row.athlete_annual_credit_minor) } }
        : {}),
      ...(row.programme_identity ? { identities: [{ type: row.programme_identity }] } : {}),
    },
    addresses: await addressesOf(db, consumerNo),
    ...(withLoyaltySummary ? { loyaltySummary: { status: row.loyalty_status, points: row.loyalty_points } } : {}),
    preferences: { interests: row.interests ?? '', ...(row.preferred_shoe_size ? { preferredShoeSize: row.preferred_shoe_size } : {}) },
    isLoyaltyMember: row.loyalty_status === 'member',
    loyaltyOptInDate: row.loyalty_opt_in_date,
    ...(row.consumer_type === 'EMPLOYEE' ? { isEmployeeDiscountTCAccepted: row.employee_terms_accepted } : {}),
  }
}

const profile = async (ctx: SpecContext<'consumerGet'>): Promise<Reply> => {
  const consumer = registeredOf(ctx)
  return { body: await profileOf(ctx.db, consumer.consumerNo, ctx.query.get('includeLoyaltySummary') === 'true') }
}

export const consumerRoutes: ReadonlyArray<RouteDef> = [route('consumerGet', { handler: profile })]
