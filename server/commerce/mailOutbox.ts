// The mail outbox: every e-mail the reference services send is a row of `mail_outbox` (id,
// created_at, to_address, kind, subject, body_text, link) and nothing leaves the machine; tests read
// it, and a deployment would hand it to a mail relay. Shared by the account (e-gift cards,
// acknowledgements) and identity (password reset, sign-up).
import { randomUUID } from 'node:crypto'
import type { Db } from '../db/db.ts'

export interface Mail {
  readonly to: string
  /** What it is: giftCard, contactCase, warrantyClaim, … */
  readonly kind: string
  readonly subject: string
  readonly bodyText: string
  readonly link?: string | null
}

/** Queues one e-mail; resolves with its id. */
export const queueMail = async (db: Db, mail: Mail): Promise<string> => {
  const id = randomUUID()
  await db.query(`INSERT INTO mail_outbox (id, to_address, kind, subject, body_text, link) VALUES ($1, $2, $3, $4, $5, $6)`, [
    id,
    mail.to.trim().toLowerCase(),
    mail.kind,
    mail.subject,
    mail.bodyText,
    mail.link ?? null,
  ])
  return id
}

/** Sends a queued e-mail again: a new row with the same content. */
export const requeueMail = async (db: Db, mailId: string): Promise<string | undefined> => {
  const id = randomUUID()
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO mail_outbox (id, to_address, kind, subject, body_text, link)
     SELECT $2, to_address, kind, subject, body_text, link FROM mail_outbox WHERE id = $1 RETURNING id`,
    [mailId, id],
  )
  return row?.id
}
