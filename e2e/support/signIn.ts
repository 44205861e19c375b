// Signing in as a shopper does since decision 24: the sign-in dialogs take the e-mail (lookup), then
// the password; the flow's next dialog (the sign-in confirmation, completing the profile, joining the
// loyalty programme) is closed, and the shopper lands on the account page.
import { expect, type Page } from '@playwright/test'

export const signInThroughDialogs = async (page: Page, account: { readonly email: string; readonly password: string }): Promise<void> => {
  await page.getByTestId('account-link').click()
  await expect(page).toHaveURL(/\/en-us\/sign-in/)
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('Email').fill(account.email)
  await dialog.getByRole('button', { name: 'Continue' }).click()
  await dialog.getByLabel('Password').fill(account.password)
  await dialog.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByTestId('dialog-sign-in')).toHaveCount(0)
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click()
  await expect(page).toHaveURL(/\/en-us\/account$/)
}
