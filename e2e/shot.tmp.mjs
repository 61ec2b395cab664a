import { chromium } from '@playwright/test';
const [,, base, ...paths] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
for (const [name, viewport] of [['desk', { width: 1280, height: 900 }], ['phone', { width: 375, height: 740 }]]) {
  const page = await browser.newPage({ viewport });
  page.on('console', (m) => { if (m.type() === 'error' || m.type()==='warning') console.log(name, 'console', m.type(), m.text()); });
  page.on('pageerror', (e) => console.log(name, 'pageerror', e.message));
  for (const p of paths) {
    await page.goto(base + p, { waitUntil: 'networkidle' });
    await page.waitForTimeout(300);
    const file = `/tmp/shots/${name}${p.replace(/\//g, '_') || '_root'}.png`;
    await page.screenshot({ path: file, fullPage: process.env.FULL === '1' });
    console.log(file);
  }
}
await browser.close();
