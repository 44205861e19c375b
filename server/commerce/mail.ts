// The reference services' mail: every e-mail they would send is written to the one mail outbox table
// (migration 012; migration 013 adds the account's templates) in the site's language, with the link it
// carries; nothing leaves the machine. A real deployment drains the table into its mail provider;
// tests read the links from it (the test hooks' GET /api/__test/mail). Identity's e-mails are worded
// here (`queueMail`); the account's (e-gift cards, acknowledgements: docs/decisions/0025) are worded
// by their callers (`queueComposedMail`) and may be sent again (`requeueMail`).
import type { Db } from '../db/db.ts'
import type { Site } from '../http/context.ts'

export type MailTemplate = 'welcome' | 'passwordReset' | 'passwordChanged'

type Language = Site['language']

const TEXTS: Record<MailTemplate, Record<Language, { readonly subject: string; readonly body: (name: string, link: string) => string }>> = {
  welcome: {
    en: { subject: 'Welcome to your account', body: (name, link) => `Hello ${name},\n\nyour account is ready. Sign in and see it here: ${link}\n` },
    fr: { subject: 'Bienvenue dans votre compte', body: (name, link) => `Bonjour ${name},\n\nvotre compte est prêt. Connectez-vous et retrouvez-le ici : ${link}\n` },
    de: { subject: 'Willkommen in Ihrem Konto', body: (name, link) => `Hallo ${name},\n\nIhr Konto ist bereit. Melden Sie sich an und sehen Sie es hier: ${link}\n` },
  },
  passwordReset: {
    en: { subject: 'Reset your password', body: (name, link) => `Hello ${name},\n\nchoose a new password with this link within one hour: ${link}\n\nIf you did not ask for it, ignore this e-mail.\n` },
    fr: {
      subject: 'Réinitialisez votre mot de passe',
      body: (name, link) => `Bonjour ${name},\n\nchoisissez un nouveau mot de passe avec ce lien dans l'heure : ${link}\n\nSi vous ne l'avez pas demandé, ignorez cet e-mail.\n`,
    },
    de: {
      subject: 'Passwort zurücksetzen',
      body: (name, link) => `Hallo ${name},\n\nwählen Sie innerhalb einer Stunde mit diesem Link ein neues Passwort: ${link}\n\nWenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail.\n`,
    },
  },
  passwordChanged: {
    en: { subject: 'Your password was changed', body: (name, link) => `Hello ${name},\n\nthe password of your account was changed. If it was not you, reset it: ${link}\n` },
    fr: { subject: 'Votre mot de passe a été modifié', body: (name, link) => `Bonjour ${name},\n\nle mot de passe de votre compte a été modifié. Si ce n'était pas vous, réinitialisez-le : ${link}\n` },
    de: { subject: 'Ihr Passwort wurde geändert', body: (name, link) => `Hallo ${name},\n\ndas Passwort Ihres Kontos wurde geändert. Wenn Sie es nicht waren, setzen Sie es zurück: ${link}\n` },
  },
}

/**
 * Writes an e-mail to the outbox. `link` is a path of the storefront; the mail carries it absolute
 * on `origin` (the origin the shopper's request came to).
 */
export const queueMail = async (
  db: Db,
  mail: { readonly to: string; readonly site: Site; readonly template: MailTemplate; readonly name: string; readonly origin: string; readonly path: string },
): Promise<void> => {
  const text = TEXTS[mail.template][mail.site.language]
  const link = new URL(mail.path, mail.origin).toString()
  await db.query(`INSERT INTO mail_outbox (to_address, site_id, template, subject, body_text, link) VALUES ($1, $2, $3, $4, $5, $6)`, [
    mail.to,
    mail.site.siteId,
    mail.template,
    text.subject,
    text.body(mail.name || mail.to, link),
    link,
  ])
}

/** The account's e-mails, worded by the code that sends them (docs/decisions/0025). */
export type ComposedTemplate = 'giftCard' | 'warrantyClaim' | 'contactCase'

export interface ComposedMail {
  readonly to: string
  readonly siteId: string
  readonly template: ComposedTemplate
  readonly subject: string
  readonly bodyText: string
  readonly link?: string | null
}

/** Writes an e-mail its caller worded to the outbox; resolves with its id. */
export const queueComposedMail = async (db: Db, mail: ComposedMail): Promise<string> => {
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO mail_outbox (to_address, site_id, template, subject, body_text, link) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id::text AS id`,
    [mail.to.trim().toLowerCase(), mail.siteId, mail.template, mail.subject, mail.bodyText, mail.link ?? null],
  )
  return row!.id
}

/** Sends a queued e-mail again: a new row with the same content; resolves with its id (none when `mailId` names no e-mail). */
export const requeueMail = async (db: Db, mailId: string): Promise<string | undefined> => {
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO mail_outbox (to_address, site_id, template, subject, body_text, link)
     SELECT to_address, site_id, template, subject, body_text, link FROM mail_outbox WHERE id = $1::bigint RETURNING id::text AS id`,
    [mailId],
  )
  return row?.id
}
