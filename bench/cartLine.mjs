// Puts one line in a fresh browser profile's cart for the benches that load the cart page
// (bench/web.mjs, bench/mainThread.mjs): the first size in stock of a product, then the cart page
// until the line shows; the service worker and its caches are dropped after, so the measured load
// goes to the server as a first visit's would.

/** On `page`, adds one line from the product at `productPath` of the server at `origin`. */
export const addOneCartLine = async (page, origin, productPath) => {
  await page.goto(origin + productPath)
  const sizes = page.getByRole('group', { name: 'Size' }).getByRole('radio')
  const count = await sizes.count()
  for (let i = 0; i < count; i++) {
    if (await sizes.nth(i).isEnabled()) {
      await sizes.nth(i).check({ force: true })
      break
    }
  }
  await page.getByRole('button', { name: 'Add to cart' }).click()
  await page.getByText('Successfully added to cart').waitFor()
  await page.goto(`${origin}/en-us/cart`)
  await page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem').first().waitFor()
  await page.evaluate(async () => {
    for (const registration of await navigator.serviceWorker.getRegistrations()) await registration.unregister()
    for (const name of await caches.keys()) await caches.delete(name)
  })
}
