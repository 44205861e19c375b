// The shoppers of each role (issue 15, docs/decisions/0030, README "Roles"): the employee shopper
// gets an annual cap and a spend towards it (and has not accepted the employee discount terms yet),
// an athlete an annual credit partly spent, and one member of each professional programme (WRANX,
// IPA). Deterministic, written with every seed and reseed, after the associates' seed (which writes
// the employee shopper).
import type { Db } from '../db/db.ts'
import { hashPassword } from '../commerce/passwords.ts'
import { SEEDED_EMPLOYEE_SHOPPER } from './associateSeed.ts'
import { SEEDED_PASSWORD, seedSalt } from './identitySeed.ts'

/** The employee shopper's cap and spend (minor units of the site's currency). */
export const SEEDED_EMPLOYEE_ALLOWANCE = { annualCapMinor: 150_000, currentSpendMinor: 41_250 } as const

interface RoleShopper {
  readonly consumerNo: string
  readonly email: string
  readonly firstName: string
  readonly lastName: string
  readonly athlete?: { readonly annualCreditMinor: number; readonly currentSpendMinor: number }
  readonly identity?: 'WRANX' | 'IPA'
}

export const SEEDED_ATHLETE = {
  consumerNo: '1000000103',
  email: 'athlete@summit.test',
  password: SEEDED_PASSWORD,
  firstName: 'Kai',
  lastName: 'Rivers',
  athlete: { annualCreditMinor: 50_000, currentSpendMinor: 12_000 },
} as const
export const SEEDED_WRANX = { consumerNo: '1000000104', email: 'wranx@summit.test', password: SEEDED_PASSWORD, firstName: 'Noor', lastName: 'Haddad', identity: 'WRANX' } as const
export const SEEDED_IPA = { consumerNo: '1000000105', email: 'ipa@summit.test', password: SEEDED_PASSWORD, firstName: 'Lena', lastName: 'Vogel', identity: 'IPA' } as const

const ROLE_SHOPPERS: ReadonlyArray<RoleShopper> = [SEEDED_ATHLETE, SEEDED_WRANX, SEEDED_IPA]

export const seedRoles = async (tx: Db): Promise<void> => {
  await tx.query(`UPDATE consumers SET employee_annual_cap_minor = $2, employee_current_spend_minor = $3 WHERE consumer_no = $1`, [
    SEEDED_EMPLOYEE_SHOPPER.consumerNo,
    SEEDED_EMPLOYEE_ALLOWANCE.annualCapMinor,
    SEEDED_EMPLOYEE_ALLOWANCE.currentSpendMinor,
  ])
  for (const shopper of ROLE_SHOPPERS)
    await tx.query(
      `INSERT INTO consumers (consumer_no, consumer_type, email, password_hash, first_name, last_name, athlete_annual_credit_minor, athlete_current_spend_minor, programme_identity)
       VALUES ($1, 'REGISTERED', $2, $3, $4, $5, $6, $7, $8)`,
      [
        shopper.consumerNo,
        shopper.email,
        await hashPassword(SEEDED_PASSWORD, seedSalt(shopper.email)),
        shopper.firstName,
        shopper.lastName,
        shopper.athlete?.annualCreditMinor ?? null,
        shopper.athlete?.currentSpendMinor ?? 0,
        shopper.identity ?? null,
      ],
    )
}
