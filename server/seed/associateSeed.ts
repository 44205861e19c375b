// Store associates (issue 15, README "Store associates"): the associate accounts that sign in at
// /{locale}/associate-login, the employees of the first two stores of each brand, and an employee
// shopper (consumer type EMPLOYEE) whose carts get the employee discount. Deterministic, written
// with every seed and reseed.
import type { Db } from '../db/db.ts'
import { hashPassword } from '../commerce/passwords.ts'
import { SEEDED_PASSWORD, seedSalt } from './identitySeed.ts'

/** Tables of migration 016 holding data, children first (TRUNCATE … CASCADE on reseed). */
export const ASSOCIATE_TABLES = ['store_reservations', 'price_adjustments', 'agent_sessions', 'store_employees'] as const

export const SEEDED_AGENT = { consumerNo: '1000000101', email: 'associate@summit.test', password: 'Associate-2026!' } as const
export const SEEDED_EMPLOYEE_SHOPPER = { consumerNo: '1000000102', email: 'employee@summit.test', password: SEEDED_PASSWORD, firstName: 'Dana', lastName: 'Stone' } as const

/** Store id → its employees (id, name). Stores 1001/1002 are Summit's Denver and Boulder, 2001/2002 Fjell's first two. */
export const SEEDED_EMPLOYEES: Readonly<Record<string, ReadonlyArray<readonly [id: string, name: string]>>> = {
  '1001': [
    ['E100101', 'Jordan Reyes'],
    ['E100102', 'Casey Park'],
  ],
  '1002': [
    ['E100201', 'Riley Chen'],
    ['E100202', 'Morgan Diaz'],
  ],
  '2001': [
    ['E200101', 'Freya Holm'],
    ['E200102', 'Tom Ashby'],
  ],
  '2002': [
    ['E200201', 'Ingrid Berg'],
    ['E200202', 'Lucas Martin'],
  ],
}

export const seedAssociates = async (tx: Db): Promise<void> => {
  await tx.query(`INSERT INTO consumers (consumer_no, consumer_type, email, password_hash, first_name, last_name) VALUES ($1, 'AGENT', $2, $3, 'Store', 'Associate')`, [
    SEEDED_AGENT.consumerNo,
    SEEDED_AGENT.email,
    await hashPassword(SEEDED_AGENT.password, seedSalt(SEEDED_AGENT.email)),
  ])
  const e = SEEDED_EMPLOYEE_SHOPPER
  await tx.query(`INSERT INTO consumers (consumer_no, consumer_type, email, password_hash, first_name, last_name) VALUES ($1, 'EMPLOYEE', $2, $3, $4, $5)`, [
    e.consumerNo,
    e.email,
    await hashPassword(e.password, seedSalt(e.email)),
    e.firstName,
    e.lastName,
  ])
  for (const [storeId, employees] of Object.entries(SEEDED_EMPLOYEES))
    for (const [position, [id, name]] of employees.entries())
      await tx.query(`INSERT INTO store_employees (store_id, employee_id, name, position) VALUES ($1, $2, $3, $4)`, [storeId, id, name, position])
}
