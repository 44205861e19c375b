import { chromium } from '@playwright/test'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
const base = process.env.BASE ?? 'http://localhost:3362'
const pages = (process.env.PAGES ?? '/en-us,/en-us/content/outdoor-guide,/en-us/articles/layering-guide').split(',')
for (const path of pages) {
  const page = await browser.newPage({ viewport: { width: Number(process.env.W ?? 1280), height: 900 } })
  const errors = []
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') errors.push(`${m.type()}: ${m.text()}`) })
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`))
  await page.goto(base + path, { waitUntil: 'networkidle' })
  await page.waitForTimeout(Number(process.env.WAIT ?? 500))
  const name = path.replace(/\W+/g, '_')
  await page.screenshot({ path: `/tmp/shot${name}.png`, fullPage: process.env.FULL === '1' })
  console.log(path, errors.slice(0, 10))
  await page.close()
}
await browser.close()
