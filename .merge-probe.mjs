import { chromium } from '@playwright/test'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' })
const page = await browser.newPage()
await page.goto('http://localhost:3410/en-us')
await page.locator('img[fetchpriority=high]').first().waitFor()
await page.waitForTimeout(4000)
console.log(await page.evaluate(() => [...document.querySelectorAll('script[type=module][src], link[rel=modulepreload]')].filter((s) => !s.getAttribute('integrity')?.startsWith('sha384-')).map((s) => s.outerHTML)))
await browser.close()
