import { chromium } from '@playwright/test'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
const page = await browser.newPage({ viewport: { width: Number(process.env.W ?? 1280), height: 1000 }, deviceScaleFactor: 0.5 })
const errors = []
page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') errors.push(`${m.type()}: ${m.text()}`) })
await page.goto('http://localhost:3362' + process.env.P, { waitUntil: 'networkidle' })
const height = await page.evaluate(() => document.body.scrollHeight)
let i = 0
for (let y = 0; y < height; y += 2000) {
  await page.evaluate((y) => window.scrollTo(0, y), y)
  await page.waitForTimeout(600)
  await page.setViewportSize({ width: Number(process.env.W ?? 1280), height: 2000 })
  await page.screenshot({ path: `/tmp/scroll${i++}.png` })
}
console.log(height, i, errors.slice(0, 10))
await browser.close()
