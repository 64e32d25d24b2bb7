import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] })
const r = await lighthouse('http://localhost:4402/', { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] })
const a = r.lhr.audits
console.log(JSON.stringify(a['largest-contentful-paint-element']?.details)?.slice(0, 1200))
console.log('render-blocking', JSON.stringify(a['render-blocking-resources']?.details?.items)?.slice(0, 800))
for (const req of a['network-requests'].details.items) console.log(req.url.replace('http://localhost:4402',''), req.resourceType, Math.round(req.transferSize/1024)+'KB', Math.round(req.networkRequestTime), Math.round(req.networkEndTime), req.priority)
console.log('bootup', JSON.stringify(a['bootup-time'].details.items.slice(0,4).map(i=>[i.url,Math.round(i.total),Math.round(i.scripting)])))
console.log('mainthread', JSON.stringify(a['mainthread-work-breakdown'].details.items.map(i=>[i.group,Math.round(i.duration)])))
console.log(Object.keys(a).filter(k=>a[k].score!==null && a[k].score<0.9).join(' '))
await chrome.kill()
