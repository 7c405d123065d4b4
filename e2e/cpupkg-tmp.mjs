import { chromium } from '@playwright/test';
import fs from 'node:fs';
import { createRequire } from 'node:module';
const require = createRequire('/work/main/node_modules/.pnpm/source-map@0.6.1/node_modules/source-map/package.json');
const { SourceMapConsumer } = require('./source-map.js');
const maps = new Map();
function resolve(url, line, col) {
  const file = url.split('/').pop();
  const port = url.match(/:(\d+)\//)?.[1];
  const dir = { 3000: 'shell', 3001: 'mf-discover', 3002: 'mf-events', 3003: 'mf-news', 3004: 'mf-account' }[port];
  if (!dir || !file) return null;
  const p = `/work/main/${dir}/dist/${file}.map`;
  if (!maps.has(p)) maps.set(p, fs.existsSync(p) ? new SourceMapConsumer(JSON.parse(fs.readFileSync(p, 'utf8'))) : null);
  const m = maps.get(p); if (!m) return null;
  const o = m.originalPositionFor({ line: line + 1, column: col });
  return o.source ? `${o.name ?? ''} ${o.source.replace(/.*node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?/, '').slice(-60)}:${o.line}` : null;
}
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const ctx = await b.newContext({ viewport: { width: 1350, height: 940 }, serviceWorkers: 'block' });
const p = await ctx.newPage();
const cdp = await ctx.newCDPSession(p);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
// warm the cache first
await p.goto('http://localhost:3000' + (process.argv[2] || '/destinations'), { waitUntil: 'networkidle' });
await p.goto('about:blank');
if (process.env.CPU) await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.CPU) });
await cdp.send('Profiler.start');
await p.goto('http://localhost:3000' + (process.argv[2] || '/destinations'), { waitUntil: 'networkidle' });
await p.waitForTimeout(3000);
const { profile } = await cdp.send('Profiler.stop');
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map(); for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const self = new Map(); const incl = new Map();
const fmt = (n) => { const cf = n.callFrame; const r = cf.url ? resolve(cf.url, cf.lineNumber, cf.columnNumber) : null; return r ?? `${cf.functionName || '(anon)'} ${cf.url.split('/').pop().slice(0,28)}:${cf.lineNumber}`; };
const cache = new Map(); const F = (n) => { if (!cache.has(n.id)) cache.set(n.id, fmt(n)); return cache.get(n.id); };
const [from, to] = (process.env.WIN || '0-1e9').split('-').map(Number);
const nav = await p.evaluate(() => performance.timeOrigin * 1000);
let clock = profile.startTime;
// profile times are in the monotonic clock; approximate page time from the first sample
const pageStart = profile.startTime;
const timeline = [];
for (let i = 0; i < profile.samples.length; i++) {
  clock += profile.timeDeltas[i];
  const at = (clock - pageStart) / 1000;
  const n = byId.get(profile.samples[i]);
  const dt = (profile.timeDeltas[i+1] ?? 0) / 1000;
  if (process.env.TL && n.callFrame.functionName !== '(idle)') { const bucket = Math.floor(at / 100); timeline[bucket] ??= new Map(); let id = n.id, top = null; const chain = []; while (id !== undefined) { chain.push(byId.get(id)); id = parent.get(id); } const k = chain.reverse().slice(1).map(F).find((x) => /src\/|shared\/src|swiper|leaflet|react-router|zod|runtime-core|remoteEntry|scheduler/.test(x) && !/scheduler/.test(x)) ?? F(n); timeline[bucket].set(k, (timeline[bucket].get(k) ?? 0) + dt); }
  if (at < from || at > to) continue;
  const k = F(n); self.set(k, (self.get(k) ?? 0) + dt);
  const seen = new Set(); let id = n.id;
  while (id !== undefined) { const m = byId.get(id); const kk = F(m); if (!seen.has(kk)) { seen.add(kk); incl.set(kk, (incl.get(kk) ?? 0) + dt); } id = parent.get(id); }
}
if (process.env.TL) { timeline.forEach((m, b) => { if (!m) return; const tot=[...m.values()].reduce((a,c)=>a+c,0); if (tot < 20) return; console.log(String(b*100).padStart(5), tot.toFixed(0).padStart(4), [...m].sort((x,y)=>y[1]-x[1]).slice(0,3).map(([k,v])=>`${v.toFixed(0)} ${k}`).join(' | ')); }); process.exit(0); }
const pk=new Map(); for (const [k,v] of self){ const s=k.split(" ").slice(1).join(" "); let g = /\.pnpm|^[@a-z-]+\//.test(s) && !/src\//.test(s) ? s.split("/").slice(0, s.startsWith("@")?2:1).join("/") : (s.match(/(src\/[^/]+\/[^/]+)/)?.[1] ?? k.slice(0,40)); pk.set(g,(pk.get(g)??0)+v);} console.log("BYPKG"); for (const [k,v] of [...pk].sort((a,b)=>b[1]-a[1]).slice(0,35)) console.log(v.toFixed(1).padStart(7), k);
console.log("SELF"); for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log(v.toFixed(1).padStart(7), k);
console.log('INCL'); for (const [k, v] of [...incl].sort((a, b) => b[1] - a[1]).slice(0, 70)) console.log(v.toFixed(1).padStart(7), k);
await b.close();
