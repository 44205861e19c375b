// The reference services' mail: every e-mail they would send is written to the mail outbox table
// (migration 012) in the site's language, with the link it carries; nothing leaves the machine. A
// real deployment drains the table into its mail provider; tests read the links from it (the test
// hooks' GET /api/__test/mail).
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
