// Identity against the real server and database (docs/decisions/0024): a guest with a cart signs up
// through the whole enrollment flow (sign up, welcome, mobile, profile, interests, success) and keeps
// the cart; a forgotten password is reset through the link the mail outbox holds (read by a test
// hook); wrong passwords run an account into its lock, with the captcha before it, while an unknown
// e-mail is answered exactly alike; no token can be read by the page (localStorage, sessionStorage,
// IndexedDB, the caches, document.cookie); and signing out leaves none of the shopper's personal data
// in IndexedDB. And the simplified variant: a guest joins the newsletter with an e-mail only.
import { createHash, randomBytes, randomInt } from 'node:crypto'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { accessTokenOf, serverCart, sessionCookieOf } from './support/serverCart'
import { addToCart, indexedDbText, openProductWithSizes } from './support/shop'

const SITE = 'summit-en-us'
const context = new URLSearchParams({ siteId: SITE, channel: 'ECOMM', brand: 'summit', region: 'US', source: 'ECOM15', clientApp: 'e2e' })
const PASSWORD = 'Granite-Peak-42'

const freshEmail = () => `e2e-${randomBytes(5).toString('hex')}@example.com`

/** An account made through the sign-up call (as the dialog makes it), for tests about what follows. */
const accountViaApi = async (request: APIRequestContext, baseURL: string, email: string) => {
  const verifier = randomBytes(32).toString('base64url')
  const response = await request.post(`${baseURL}/api/consumers-v3/auth/signup?${context}`, {
    data: { email, password: PASSWORD, firstName: 'Kari', lastName: 'Nord', codeChallenge: createHash('sha256').update(verifier).digest('base64url') },
  })
  expect(response.status()).toBe(201)
}

const mailsTo = async (request: APIRequestContext, baseURL: string, to: string) =>
  ((await (await request.get(`${baseURL}/api/__test/mail?to=${encodeURIComponent(to)}`)).json()) as { mails: Array<{ template: string; link: string | null }> }).mails

const dialog = (page: Page) => page.getByRole('dialog')

/** From any page: Sign in, the e-mail, Continue. */
const lookUp = async (page: Page, email: string) => {
  await page.getByTestId('account-link').click()
  await expect(page).toHaveURL(/\/en-us\/sign-in/)
  await dialog(page).getByLabel('Email').fill(email)
  await dialog(page).getByRole('button', { name: 'Continue' }).click()
}

const answerCaptcha = async (page: Page) => {
  const captcha = page.getByTestId('captcha-dialog')
  await expect(captcha).toBeVisible()
  await captcha.frameLocator('iframe').getByRole('button', { name: 'I am not a robot' }).click()
  await expect(captcha).toBeHidden()
}

/** Every token-looking thing the page itself can read: its storage, IndexedDB, the caches and document.cookie. */
const readableByPage = async (page: Page): Promise<string> =>
  (await indexedDbText(page)) +
  (await page.evaluate(async () => {
    const cached: string[] = []
    for (const name of await caches.keys()) {
      const cache = await caches.open(name)
      for (const request of await cache.keys()) {
        const response = await cache.match(request)
        cached.push(request.url, JSON.stringify([...(response?.headers ?? new Headers()).entries()]), (await response?.text()) ?? '')
      }
    }
    return JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage }, cookie: document.cookie, cached })
  }))

test('a guest with a cart signs up through the whole enrollment flow and finds the cart in the new account; no token is readable by the page; signing in again ends at the sign-in confirmation', async ({ page, baseURL }) => {
  test.setTimeout(120_000)
  const email = freshEmail()
  const phone = `303555${String(randomInt(2000, 9999))}`
  // The access tokens the page is given (it keeps them in memory only).
  const granted: string[] = []
  page.on('response', async (response) => {
    if (/\/session\/summit-en-us\/(token|exchange)$/.test(new URL(response.url()).pathname) && response.status() === 200) granted.push(((await response.json()) as { accessToken: string }).accessToken)
  })

  await page.goto('/en-us')
  const sizes = await openProductWithSizes(page, 1)
  await addToCart(page, sizes.first())
  await expect(page.getByRole('status').filter({ hasText: 'Successfully added to cart' })).toBeVisible()
  await page.goto('/en-us/cart')
  const guestCart = await serverCart(page, baseURL!, SITE)
  expect(guestCart.items).toHaveLength(1)

  // Lookup: no account for this e-mail, so the sign-up dialog.
  await lookUp(page, email)
  await expect(page.getByTestId('dialog-sign-up')).toBeVisible()
  const signUp = dialog(page)
  await signUp.getByLabel('First name').fill('Robin')
  await signUp.getByLabel('Last name').fill('Fell')
  await signUp.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await signUp.getByLabel('Confirm password').fill(PASSWORD)
  await signUp.getByLabel('Date of birth (MM/DD/YYYY)').fill('04/12/1990')
  await signUp.getByLabel(/Join the loyalty programme/).check()
  await signUp.getByLabel('Send me the newsletter by email').check()
  // The policy box is required: the validator says so at the field before anything is sent.
  await signUp.getByRole('button', { name: 'Create account' }).click()
  await expect(signUp.getByText('Please tick this box to continue')).toBeVisible()
  await signUp.getByLabel('I accept the terms and the privacy policy').check()
  await signUp.getByRole('button', { name: 'Create account' }).click()

  // 1 welcome, with the welcome code.
  await expect(page.getByTestId('dialog-welcome')).toBeVisible()
  await expect(page.getByTestId('welcome-code')).toContainText('WELCOME10')
  await dialog(page).getByRole('button', { name: 'Continue' }).click()
  // 2 mobile: the country's dial code and mask; a number North America refuses first.
  await expect(page.getByTestId('dialog-mobile')).toBeVisible()
  await expect(dialog(page).getByLabel('Country code')).toHaveValue('US')
  await dialog(page).getByLabel('Mobile number').fill('(103) 555-0100')
  await dialog(page).getByRole('button', { name: 'Save' }).click()
  await expect(dialog(page).getByText('A valid phone number is required')).toBeVisible()
  await dialog(page).getByLabel('Mobile number').fill(phone)
  await dialog(page).getByRole('button', { name: 'Save' }).click()
  // 3 profile: names and birth date kept, the postal code and shoe size added.
  await expect(page.getByTestId('dialog-profile')).toBeVisible()
  await expect(dialog(page).getByLabel('First name')).toHaveValue('Robin')
  await expect(dialog(page).getByLabel('Date of birth (MM/DD/YYYY)')).toHaveValue('04/12/1990')
  await dialog(page).getByLabel('Postal code').fill('80302')
  await dialog(page).getByLabel('Preferred shoe size (EU)').selectOption('42.5')
  await dialog(page).getByRole('button', { name: 'Save' }).click()
  // 4 interests, 5 success.
  await expect(page.getByTestId('dialog-interests')).toBeVisible()
  await dialog(page).getByLabel('Hiking').check()
  await dialog(page).getByLabel('Trail running').check()
  await dialog(page).getByRole('button', { name: 'Save' }).click()
  await expect(page.getByTestId('dialog-success')).toBeVisible()
  await dialog(page).getByRole('button', { name: 'Continue' }).click()

  // The account: the profile as entered (the phone with its dial code), a member with the welcome code.
  await expect(page).toHaveURL(/\/en-us\/account$/)
  const profile = page.getByTestId('account-profile')
  await expect(profile).toContainText(email)
  await expect(profile).toContainText(`+1${phone}`)
  await expect(profile).toContainText('04/12/1990')
  await expect(profile).toContainText('80302')
  await expect(profile).toContainText('Hiking, Trail running')
  await expect(page.getByTestId('account-points')).toHaveText('0 points')
  await expect(page.getByTestId('account-welcome')).toContainText('WELCOME10')
  await expect(page.getByRole('checkbox', { name: 'Send me the newsletter by email' })).toBeChecked()

  // The guest's cart is the new account's.
  await expect(page.getByTestId('mini-cart-count')).toHaveText('1')
  await page.goto('/en-us/cart')
  const memberCart = await serverCart(page, baseURL!, SITE)
  expect(memberCart.id).toBe(guestCart.id)
  expect(memberCart.items.map((i) => [i.productId, i.qty])).toEqual(guestCart.items.map((i) => [i.productId, i.qty]))
  // The welcome e-mail went to the mail outbox.
  expect((await mailsTo(page.request, baseURL!, email)).map((m) => m.template)).toContain('welcome')

  // No token anywhere the page can read: not the access tokens it was given, not the refresh token
  // (an HttpOnly cookie only the storefront's server reads).
  const refresh = await sessionCookieOf(page, SITE)
  expect(refresh).toBeDefined()
  const cookie = (await page.context().cookies()).find((c) => c.name === 'summit_session')!
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: `/session/${SITE}` })
  expect(granted.length).toBeGreaterThan(0)
  const readable = await readableByPage(page)
  for (const token of [refresh!, ...granted]) expect(readable).not.toContain(token)
  expect(await page.evaluate(() => document.cookie)).not.toContain('summit_session')
  expect(readable).not.toContain(PASSWORD)

  // Fully enrolled now: signing in again ends at the sign-in confirmation (spec 000 sections 4 and 5).
  await page.goto('/en-us/account')
  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page.getByTestId('account-link')).toHaveText('Sign in')
  await lookUp(page, email)
  await dialog(page).getByLabel('Password').fill(PASSWORD)
  await dialog(page).getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByTestId('dialog-sign-in-confirmation')).toBeVisible()
  await expect(page.getByTestId('flow-confirmation')).toHaveText('Good to see you again, Robin.')
  await dialog(page).getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByTestId('dialog-sign-in-confirmation')).toHaveCount(0)
  await expect(page.getByTestId('account-link')).toHaveText('Account')
})

test('forgot password: the link from the mail outbox sets a new password; the old one no longer signs in', async ({ page, baseURL }) => {
  const email = freshEmail()
  await accountViaApi(page.request, baseURL!, email)
  await page.goto('/en-us')
  await lookUp(page, email)
  await expect(page.getByTestId('dialog-sign-in')).toBeVisible()
  await dialog(page).getByRole('button', { name: 'Forgot your password?' }).click()
  await expect(page.getByTestId('dialog-forgot-password')).toBeVisible()
  await expect(dialog(page).getByLabel('Email', { exact: true })).toHaveValue(email)
  await dialog(page).getByRole('button', { name: 'Send the link' }).click()
  await expect(dialog(page).getByText('If this email has an account, we have sent it a link to choose a new password.')).toBeVisible()

  const [mail] = (await mailsTo(page.request, baseURL!, email)).filter((m) => m.template === 'passwordReset')
  expect(mail?.link).toMatch(/\/en-us\/reset-password\?token=[\w-]{43}$/)
  const link = new URL(mail!.link!)
  await page.goto(`${link.pathname}${link.search}`)
  // The single-use token leaves the address bar at once.
  await expect(page).toHaveURL(/\/en-us\/reset-password$/)
  await page.getByLabel('New password').fill('New-Summit-99')
  await page.getByLabel('Confirm password').fill('New-Summit-98')
  await page.getByRole('button', { name: 'Set the new password' }).click()
  await expect(page.getByText('Must match New password')).toBeVisible()
  await page.getByLabel('Confirm password').fill('New-Summit-99')
  await page.getByRole('button', { name: 'Set the new password' }).click()
  await expect(page.getByText('Your password is changed. Sign in with it.')).toBeVisible()

  await page.getByRole('link', { name: 'Sign in' }).last().click()
  await dialog(page).getByLabel('Email').fill(email)
  await dialog(page).getByRole('button', { name: 'Continue' }).click()
  await dialog(page).getByLabel('Password').fill(PASSWORD)
  await dialog(page).getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByTestId('flow-error')).toHaveText('The email address or password is incorrect.')
  await dialog(page).getByLabel('Password').fill('New-Summit-99')
  await dialog(page).getByRole('button', { name: 'Sign in' }).click()
  // Not a loyalty member: the loyalty sign-up comes next; not now.
  await expect(page.getByTestId('dialog-loyalty-sign-up')).toBeVisible()
  await dialog(page).getByRole('button', { name: 'Close' }).click()
  await expect(page).toHaveURL(/\/en-us\/account$/)
  await expect(page.getByTestId('account-name')).toHaveText('Hello, Kari')
  // The link was single use.
  const again = await page.request.post(`${baseURL}/api/consumers-v3/confirmforgotpassword?${context}`, { data: { token: link.searchParams.get('token'), newPassword: 'Another-Pass-1' } })
  expect(((await again.json()) as { errorDetails: Array<{ errorId: string }> }).errorDetails[0]!.errorId).toBe('AUT402')
})

test('wrong passwords until the lock, the captcha asked before it; an unknown e-mail is answered exactly alike', async ({ page, baseURL }) => {
  const email = freshEmail()
  await accountViaApi(page.request, baseURL!, email)
  await page.goto('/en-us')
  await lookUp(page, email)
  const tryPassword = async (password: string) => {
    await dialog(page).getByLabel('Password').fill(password)
    await dialog(page).getByRole('button', { name: 'Sign in' }).click()
  }
  const error = page.getByTestId('flow-error')
  for (let i = 0; i < 3; i++) {
    await tryPassword(`Wrong-${i}-pass`)
    await expect(error).toHaveText('The email address or password is incorrect.')
  }
  // The 4th try: the captcha first (a stranger's script stops here), then the last-attempt warning.
  await tryPassword('Wrong-3-pass')
  await answerCaptcha(page)
  await expect(error).toHaveText('This is your last sign-in attempt before your account is locked.')
  await tryPassword('Wrong-4-pass')
  await answerCaptcha(page)
  await expect(error).toHaveText('Your account is locked. Please reset your password.')
  // Locked: even the right password is refused.
  await tryPassword(PASSWORD)
  await expect(error).toHaveText('Your account is locked. Please reset your password.')

  // The same sign-in call for an e-mail without an account: the same answers, step by step.
  const signIn = async (username: string, password: string, recaptcha?: string) => {
    const verifier = randomBytes(32).toString('base64url')
    const response = await page.request.post(`${baseURL}/api/consumers-v3/auth/signin?${context}`, {
      data: { username, password, codeChallenge: createHash('sha256').update(verifier).digest('base64url'), ...(recaptcha ? { recaptcha_response: recaptcha } : {}) },
    })
    const detail = ((await response.json()) as { errorDetails: Array<{ errorId: string; message: string }> }).errorDetails[0]!
    return [response.status(), detail.errorId, detail.message]
  }
  const sequence = async (address: string) => {
    const out = []
    for (let i = 0; i < 3; i++) out.push(await signIn(address, `Wrong-${i}-pass`))
    out.push(await signIn(address, 'Wrong-3-pass'))
    out.push(await signIn(address, 'Wrong-3-pass', 'reference-captcha-pass'))
    out.push(await signIn(address, 'Wrong-4-pass', 'reference-captcha-pass'))
    out.push(await signIn(address, PASSWORD, 'reference-captcha-pass'))
    return out
  }
  const other = freshEmail()
  await accountViaApi(page.request, baseURL!, other)
  const known = await sequence(other)
  expect(known.map(([status, code]) => [status, code])).toEqual([
    [401, 'AUT401'],
    [401, 'AUT401'],
    [401, 'AUT401'],
    [400, 'AUT403'],
    [401, 'AUT426'],
    [423, 'AUT423'],
    [423, 'AUT423'],
  ])
  expect(await sequence(freshEmail())).toEqual(known)
})

test('the simplified enrollment: a guest joins the newsletter with an e-mail only, without an account', async ({ page, baseURL }) => {
  const email = freshEmail()
  await page.goto('/en-us')
  await page.getByTestId('account-link').click()
  await dialog(page).getByLabel('Email').fill(email)
  await dialog(page).getByRole('button', { name: 'Just join the newsletter or loyalty programme with my email' }).click()
  await expect(page.getByTestId('dialog-join')).toBeVisible()
  await expect(dialog(page).getByLabel('Email', { exact: true })).toHaveValue(email)
  await dialog(page).getByLabel('First name').fill('Ash')
  await dialog(page).getByRole('button', { name: 'Join' }).click()
  await expect(page.getByTestId('flow-joined')).toHaveText('Thank you, you have joined.')
  await dialog(page).getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL(/\/en-us$/)
  // The guest's subscription, at that e-mail; still no account for it.
  const token = await accessTokenOf(page, SITE)
  const subscriptions = await page.request.get(`${baseURL}/api/consumers-v3/consumer/subscription?${context}`, { headers: { authorization: `Bearer ${token}` } })
  expect(((await subscriptions.json()) as { subscriptions: Array<{ recipient: string; optin: boolean; channel: string }> }).subscriptions).toEqual([
    expect.objectContaining({ recipient: email, optin: true, channel: 'email' }),
  ])
  const lookup = await page.request.get(`${baseURL}/api/consumers-v3/consumer/lookup?${context}&email=${encodeURIComponent(email)}`, { headers: { authorization: `Bearer ${token}` } })
  expect(await lookup.json()).toEqual({ email, registered: false })
})

test('signing out clears the device: no personal data of the shopper in IndexedDB, a new guest session, the shopper\'s pages in other tabs and the account page send home', async ({ page, baseURL }) => {
  const email = freshEmail()
  await accountViaApi(page.request, baseURL!, email)
  await page.goto('/en-us')
  await lookUp(page, email)
  await dialog(page).getByLabel('Password').fill(PASSWORD)
  await dialog(page).getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByTestId('dialog-loyalty-sign-up')).toBeVisible()
  await dialog(page).getByRole('button', { name: 'Close' }).click()
  await expect(page).toHaveURL(/\/en-us\/account$/)
  // A profile change puts more of the shopper on the device.
  await page.getByRole('button', { name: 'Edit profile' }).click()
  await page.getByTestId('profile-form').getByLabel('Postal code').fill('80301')
  await page.getByTestId('profile-form').getByRole('button', { name: 'Save' }).click()
  await expect(page.getByTestId('account-profile')).toContainText('80301')
  expect(await indexedDbText(page)).toContain(email)
  const memberSession = await sessionCookieOf(page, SITE)
  const memberToken = await accessTokenOf(page, SITE)
  // Another tab of the same shopper, on their cart and their favourites (spec 000 section 6).
  const cartTab = await page.context().newPage()
  await cartTab.goto('/en-us/cart')
  await expect(cartTab.getByTestId('account-link')).toHaveText('Account')
  const favouritesTab = await page.context().newPage()
  await favouritesTab.goto('/en-us/favourites')
  await expect(favouritesTab.getByTestId('account-link')).toHaveText('Account')

  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page).toHaveURL(/\/en-us$/)
  await expect(page.getByTestId('account-link')).toHaveText('Sign in')
  // Signing out in one tab sends the others home from the shopper's pages.
  await expect(cartTab).toHaveURL(/\/en-us$/)
  await expect(favouritesTab).toHaveURL(/\/en-us$/)
  await cartTab.close()
  await favouritesTab.close()
  const stored = await indexedDbText(page)
  for (const personal of [email, 'Kari', 'Nord', '80301']) expect(stored).not.toContain(personal)
  // A new guest session; the member's is revoked on the server.
  await expect.poll(() => sessionCookieOf(page, SITE)).not.toBe(memberSession)
  const revoked = await page.request.get(`${baseURL}/api/consumers-v3/consumer?${context}`, { headers: { authorization: `Bearer ${memberToken}` } })
  expect(revoked.status()).toBe(401)
  // The account page is not the guest's: it sends them home.
  await page.goto('/en-us/account')
  await expect(page.getByText('You are not signed in.')).toBeVisible()
})
