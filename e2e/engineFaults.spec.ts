// The engine's recovery policies against the real server, through its fault injection
// (REFERENCE_TEST_HOOKS=1, server/testHooks/): AUT498 resets the cart and reloads the page once (the
// reload marker stops a loop), a 403 with an appId is recorded as a bot-protection challenge with the
// URL and the server's ids, and a call that outlives the client timeout waits in the outbox and is
// applied by the server exactly once. The engine's log is read from the page's IndexedDB.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { engineLog, eventsOf } from './support/engineLog'
import { serverCart, sessionCookieOf } from './support/serverCart'

const ADD_CALL = 'POST /cart/v1/item'
const SITE = 'summit-en-us'

const inject = (request: APIRequestContext, baseURL: string, fault: Record<string, unknown>) =>
  request.post(`${baseURL}/api/__test/faults`, { data: fault }).then((r) => expect(r.status()).toBe(201))

test.afterEach(async ({ request, baseURL }) => {
  await request.delete(`${baseURL}/api/__test/faults`)
})

/** A product page with at least two sizes in stock; returns them. */
const openProduct = async (page: Page) => {
  await page.goto('/en-us')
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Men', exact: true }).click()
  await page.getByRole('region', { name: 'Products' }).getByRole('article').first().getByRole('link').click()
  const inStock = page.getByRole('group', { name: 'Size' }).getByRole('radio').and(page.locator(':enabled'))
  await expect(inStock.nth(1)).toBeAttached()
  return inStock
}

const addSize = async (page: Page, sizes: Awaited<ReturnType<typeof openProduct>>, index: number) => {
  await sizes.nth(index).check({ force: true })
  await page.getByRole('button', { name: 'Add to cart' }).click()
}

/** The command id of the newest queued add (its CommandQueued event). */
const lastQueuedAdd = async (page: Page) => {
  const queued = (await engineLog(page)).filter((e) => e.type === 'v1.CommandQueued' && (e.payload.command as { _tag?: string })._tag === 'cart.AddItem')
  return queued.at(-1)!.commandId
}

test('AUT498: cart reset, token cleared, error toast, one reload after 4 s; the reload marker stops a second one', async ({ page, request, baseURL }) => {
  test.setTimeout(90_000)
  const warnings: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text())
  })
  const sizes = await openProduct(page)
  await addSize(page, sizes, 0)
  await expect(page.getByTestId('mini-cart-count')).toHaveText('1')
  // The count changes before the server's word (the cart is local first): wait for the session the add started.
  await expect.poll(() => sessionCookieOf(page, SITE)).toBeDefined()
  const oldSession = await sessionCookieOf(page, SITE)

  let loads = 0
  let reloadedAt = 0
  page.on('load', () => {
    loads++
    reloadedAt = Date.now()
  })
  await inject(request, baseURL!, { call: ADD_CALL, errorId: 'AUT498', times: 1 })
  await addSize(page, sizes, 1)
  const toast = page.getByRole('alert').filter({ hasText: 'Your session is no longer valid. The page will reload.' })
  await expect(toast).toBeVisible()
  const toastSeenAt = Date.now()
  expect(loads, 'no reload before the 4 s delay').toBe(0)
  // The cart is reset (nothing shown, nothing pending) and the session is gone (its cookie too).
  await expect(page.getByTestId('mini-cart-count')).toHaveText('0')
  await expect.poll(() => sessionCookieOf(page, SITE)).not.toBe(oldSession)
  const log = await engineLog(page)
  const failed = log.find((e) => e.type === 'v1.CartReset')!
  expect(failed.payload).toMatchObject({ reason: 'AUT498' })
  expect(eventsOf(log, failed.commandId).map((e) => e.type)).toEqual(
    expect.arrayContaining(['v1.CommandSettled', 'v1.CartReset', 'v1.SessionEnded', 'v2.CartCommandFailed']),
  )

  // One reload, about 4 s after the toast; it leaves the marker in sessionStorage.
  await expect.poll(() => loads, { timeout: 20_000 }).toBe(1)
  expect(reloadedAt - toastSeenAt).toBeGreaterThanOrEqual(3_000)
  const marker = await page.evaluate(() => sessionStorage.getItem('summit-engine.reload-marker'))
  expect(Number(marker)).toBeGreaterThan(0)
  await expect(page.getByTestId('mini-cart-count')).toHaveText('0')
  // The reloaded page starts a new guest session.
  await expect.poll(() => sessionCookieOf(page, SITE), { timeout: 15_000 }).toBeDefined()
  expect(await sessionCookieOf(page, SITE)).not.toBe(oldSession)

  // AUT498 again right after the reload (a session that is still invalid): toast, but no reload loop.
  // The cart was reset, so this add creates one (cartWithItem).
  await inject(request, baseURL!, { call: 'POST /cart/v1/cartWithItem', errorId: 'AUT498', times: 1 })
  const sizesAgain = page.getByRole('group', { name: 'Size' }).getByRole('radio').and(page.locator(':enabled'))
  await expect(sizesAgain.nth(1)).toBeAttached()
  await addSize(page, sizesAgain, 0)
  await expect(page.getByRole('alert').filter({ hasText: 'Your session is no longer valid.' })).toBeVisible()
  await expect.poll(() => warnings.some((w) => w.includes('page reload suppressed by the reload marker'))).toBe(true)
  expect(loads).toBe(1)
})

test('403 with an appId: the bot-protection challenge is recorded with the URL and the server ids, the add rolled back', async ({ page, request, baseURL }) => {
  const sizes = await openProduct(page)
  await addSize(page, sizes, 0)
  await expect(page.getByTestId('mini-cart-count')).toHaveText('1')

  await inject(request, baseURL!, { call: ADD_CALL, status: 403, times: 1 })
  const answered = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/cart/v1/item' && r.status() === 403)
  await addSize(page, sizes, 1)
  const response = await answered
  const body = (await response.json()) as { appId: string; correlationId: string }
  expect(body.appId).toBeTruthy()
  await expect(page.getByRole('alert').filter({ hasText: 'We need to check your request. Please try again.' })).toBeVisible()
  await expect(page.getByTestId('mini-cart-count')).toHaveText('1')

  const log = await engineLog(page)
  const challenge = log.find((e) => e.type === 'v1.BotProtectionChallenged')
  expect(challenge, 'BotProtectionChallenged in the log').toBeDefined()
  expect(challenge!.payload).toMatchObject({ appId: body.appId, status: 403, correlationId: body.correlationId })
  // The URL as called (relative to the page's origin), with its request context.
  expect(new URL(String(challenge!.payload.url), baseURL).href).toBe(response.url())
  const story = eventsOf(log, challenge!.commandId)
  expect(story.find((e) => e.type === 'v1.CommandSettled')!.payload).toMatchObject({ outcome: 'failed', code: 'BOT_PROTECTION' })
  expect(story.map((e) => e.type)).toContain('v2.CartCommandFailed')
  // Never the token the call carried in what is recorded.
  const bearer = ((await response.request().allHeaders()).authorization ?? '').replace(/^Bearer /, '')
  expect(bearer).not.toBe('')
  expect(JSON.stringify(challenge)).not.toContain(bearer)

  await page.goto('/en-us/cart')
  const cart = await serverCart(page, baseURL!, 'summit-en-us')
  expect(cart.items).toHaveLength(1)
})

test('a call that outlives the client timeout: the add waits in the outbox and the server applies it exactly once', async ({ page, request, baseURL }) => {
  test.setTimeout(120_000)
  const sizes = await openProduct(page)
  await addSize(page, sizes, 0)
  await expect(page.getByTestId('mini-cart-count')).toHaveText('1')

  // The server holds the request 12 s (then applies it); the client gives up after 10 s.
  await inject(request, baseURL!, { call: ADD_CALL, delayMs: 12_000, times: 1 })
  await addSize(page, sizes, 1)
  await expect(page.getByTestId('mini-cart-count')).toHaveText('2')
  const commandId = await lastQueuedAdd(page)
  await expect
    .poll(async () => eventsOf(await engineLog(page), commandId).find((e) => e.type === 'v1.CommandDeferred')?.payload.code, { timeout: 30_000 })
    .toBe('TIMEOUT')
  await expect(page.locator('[data-outbox-queued]')).toHaveAttribute('data-outbox-queued', '0', { timeout: 60_000 })

  const story = eventsOf(await engineLog(page), commandId)
  expect(story.filter((e) => e.type === 'v1.CommandQueued')).toHaveLength(1)
  expect(story.filter((e) => e.type === 'v1.CommandSettled').map((e) => e.payload.outcome)).toEqual(['succeeded'])
  await expect(page.getByTestId('mini-cart-count')).toHaveText('2')
  await expect(page.getByRole('alert')).toHaveCount(0)

  await page.goto('/en-us/cart')
  const cart = await serverCart(page, baseURL!, 'summit-en-us')
  expect(cart.items).toHaveLength(2)
  expect(cart.items.map((i) => i.qty)).toEqual([1, 1])
})
