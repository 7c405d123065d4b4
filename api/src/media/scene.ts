import { n, pick, ridgeFunction, ridgePath, rngFrom, shade, type Palette, type Rng } from './scene-kit';
import { SUBJECT_ART, type Stage, type Subject } from './subjects';

// Procedural valley scenes as SVG; everything comes from a hash of `collection/name` (and the subject in front of the valley, if any), so
// one name always draws the same picture. Avatars and logos are monograms instead.

const PALETTES: Record<string, Palette> = {
  summer: {
    sky: ['#6fa8dc', '#d9eef7'],
    sun: '#fff6cf',
    ridges: ['#9bb8c9', '#6f9a86', '#477558', '#2c4d36'],
    accent: '#e9c46a',
    lights: false,
    stars: false,
    clouds: '#ffffff',
  },
  golden: {
    sky: ['#f0883e', '#ffd8a0'],
    sun: '#fff1c1',
    ridges: ['#c98f9a', '#9a5f74', '#6a3f5c', '#3d2640'],
    accent: '#ffd166',
    lights: false,
    stars: false,
    clouds: '#ffe3c2',
  },
  dusk: {
    sky: ['#28345f', '#e58b6a'],
    sun: '#ffd7a8',
    ridges: ['#7d6aa0', '#544a7d', '#352f57', '#1c1a35'],
    accent: '#ffb86b',
    lights: true,
    stars: false,
    clouds: '#f4a38a',
    dark: true,
  },
  night: {
    sky: ['#0a1a35', '#2f4f82'],
    sun: '#f4f1de',
    ridges: ['#2a4366', '#1f324f', '#15233a', '#0b1424'],
    accent: '#ffd27a',
    lights: true,
    stars: true,
    clouds: null,
    dark: true,
  },
  /** A snowy evening. */
  holiday: {
    sky: ['#1d2b53', '#7a6a9e'],
    sun: '#f4f1de',
    ridges: ['#6a7a9c', '#55658a', '#d8e2ee', '#eef3f8'],
    accent: '#ffd27a',
    lights: true,
    stars: true,
    clouds: null,
  },
  autumn: {
    sky: ['#8dbfe3', '#f6e7c8'],
    sun: '#fff3d1',
    ridges: ['#c9a27e', '#c46b3c', '#93402f', '#5a2a1f'],
    accent: '#f2a541',
    lights: false,
    stars: false,
    clouds: '#ffffff',
  },
  mist: {
    sky: ['#b9c9d6', '#f2efe8'],
    sun: '#fffaf0',
    ridges: ['#b3c2cc', '#8ea4b2', '#67808f', '#415a68'],
    accent: '#d9b88f',
    lights: false,
    stars: false,
    clouds: '#ffffff',
  },
  winter: {
    sky: ['#a9c4e0', '#eef4f9'],
    sun: '#ffffff',
    ridges: ['#aebfd0', '#8aa0b6', '#dfe8f0', '#f7fafc'],
    accent: '#c0392b',
    lights: true,
    stars: false,
    clouds: '#ffffff',
  },
  spring: {
    sky: ['#7cc0e3', '#ecf6dc'],
    sun: '#fffbe0',
    ridges: ['#9fbf8a', '#74a35a', '#4e7f3a', '#2f5a2a'],
    accent: '#f4a6c0',
    lights: false,
    stars: false,
    clouds: '#ffffff',
  },
};

type Foreground = 'forest' | 'town' | 'lake' | 'fields';

const THEME_WORDS: [RegExp, string[]][] = [
  [/winter|ski|snow|holiday|lights|ice|christmas|sled/, ['winter', 'night']],
  [/fall|autumn|harvest|foliage|pumpkin|orchard|cider|october/, ['autumn']],
  [/night|star|jazz|concert|trivia|music|pub|bar|speakeasy|tavern|comedy|film|theatre|theater|nightlife/, ['dusk', 'night']],
  [/sunrise|yoga|morning|breakfast|coffee|cafe|bakery|spa/, ['golden', 'mist']],
  [/spring|garden|arboretum|flower|blossom|farm|market/, ['spring', 'summer']],
];

const FOREGROUND_WORDS: [RegExp, Foreground][] = [
  [/lake|creek|river|fishing|fish|canoe|kayak|boat|marsh|dam|pond|water|hatchery|fly|trout/, 'lake'],
  [/farm|orchard|vineyard|winery|fair|grange|harvest|creamery|field|dairy|cider|market|golf|country-club/, 'fields'],
  [
    /downtown|hotel|inn|theatre|theater|street|college|shop|museum|mansion|brewery|brewing|pub|cafe|pizza|restaurant|diner|stadium|center|gallery|bar|grill|tavern|kitchen|suites|lodge|motel|house|hall|arena|library|bakery|bistro|eatery|deli/,
    'town',
  ],
];

/** The name's season or hour first (a night hike, a fall festival), else what suits the subject, else any fair day. */
function choosePalette(name: string, rng: Rng, themes?: readonly string[]): Palette {
  for (const [pattern, named] of THEME_WORDS) if (pattern.test(name)) return PALETTES[pick(rng, named)] as Palette;
  return PALETTES[pick(rng, themes ?? ['summer', 'summer', 'golden', 'autumn', 'mist', 'spring', 'dusk'])] as Palette;
}

function chooseForeground(name: string, rng: Rng): Foreground {
  for (const [pattern, foreground] of FOREGROUND_WORDS) if (pattern.test(name)) return foreground;
  return pick(rng, ['forest', 'forest', 'lake', 'fields']);
}

function clouds(rng: Rng, width: number, height: number, color: string): string {
  let out = '';
  const count = 2 + Math.floor(rng() * 3);
  for (let i = 0; i < count; i += 1) {
    const cx = rng() * width;
    const cy = height * (0.08 + rng() * 0.22);
    const size = width * (0.05 + rng() * 0.06);
    out += `<g fill="${color}" opacity="${n(0.35 + rng() * 0.35)}">`;
    for (let puff = 0; puff < 4; puff += 1) {
      out += `<ellipse cx="${n(cx + (puff - 1.5) * size * 0.7)}" cy="${n(cy - Math.sin(puff) * size * 0.25)}" rx="${n(size * (0.6 + rng() * 0.3))}" ry="${n(size * 0.32)}"/>`;
    }
    out += '</g>';
  }
  return out;
}

function stars(rng: Rng, width: number, height: number): string {
  let out = '<g fill="#ffffff">';
  for (let i = 0; i < 70; i += 1) {
    out += `<circle cx="${n(rng() * width)}" cy="${n(rng() * height * 0.5)}" r="${n(0.6 + rng() * 1.6 * (width / 1200))}" opacity="${n(0.4 + rng() * 0.6)}"/>`;
  }
  return `${out}</g>`;
}

function trees(rng: Rng, f: (x: number) => number, width: number, color: string, scale: number): string {
  let out = `<g fill="${color}">`;
  const count = 26 + Math.floor(rng() * 20);
  for (let i = 0; i < count; i += 1) {
    const x = rng() * width;
    const h = scale * (0.6 + rng() * 0.8);
    const y = f(x) + h * 0.15;
    const w = h * 0.42;
    out += `<path d="M${n(x)} ${n(y - h)} L${n(x + w / 2)} ${n(y)} L${n(x - w / 2)} ${n(y)} Z"/>`;
  }
  return `${out}</g>`;
}

function town(rng: Rng, width: number, height: number, ground: number, palette: Palette): string {
  let out = '';
  const start = width * (0.05 + rng() * 0.35);
  let x = start;
  const end = Math.min(width * 0.98, start + width * (0.45 + rng() * 0.3));
  const unit = width / 60;
  const windowColor = palette.lights ? palette.accent : '#f5f1e6';
  while (x < end) {
    const w = unit * (2 + Math.floor(rng() * 4));
    const h = height * (0.08 + rng() * 0.2);
    const top = ground - h;
    const roof = rng() < 0.45;
    out += `<rect x="${n(x)}" y="${n(top)}" width="${n(w)}" height="${n(h + height)}" fill="${palette.ridges[3]}"/>`;
    if (roof)
      out += `<path d="M${n(x - unit * 0.2)} ${n(top)} L${n(x + w / 2)} ${n(top - h * 0.25)} L${n(x + w + unit * 0.2)} ${n(top)} Z" fill="${palette.ridges[3]}"/>`;
    const cols = Math.max(1, Math.floor(w / (unit * 1.1)));
    const rows = Math.max(1, Math.floor(h / (unit * 1.4)));
    for (let row = 0; row < rows; row += 1) {
      for (let col = 0; col < cols; col += 1) {
        if (rng() < 0.35) continue;
        const wx = x + (col + 0.3) * (w / cols);
        const wy = top + unit * 0.6 + row * unit * 1.4;
        out += `<rect x="${n(wx)}" y="${n(wy)}" width="${n(unit * 0.45)}" height="${n(unit * 0.6)}" fill="${windowColor}" opacity="0.8"/>`;
      }
    }
    x += w + unit * (0.2 + rng() * 0.8);
  }
  return out;
}

function lake(rng: Rng, width: number, height: number, top: number, palette: Palette): string {
  let out = `<rect x="0" y="${n(top)}" width="${width}" height="${n(height - top)}" fill="url(#water)"/>`;
  out += `<g stroke="${palette.sky[1]}" stroke-linecap="round" opacity="0.55">`;
  for (let i = 0; i < 14; i += 1) {
    const y = top + (height - top) * (0.08 + rng() * 0.8);
    const x = rng() * width;
    const length = width * (0.03 + rng() * 0.1);
    out += `<line x1="${n(x)}" y1="${n(y)}" x2="${n(x + length)}" y2="${n(y)}" stroke-width="${n(1 + (height / 500) * rng())}"/>`;
  }
  return `${out}</g>`;
}

function fields(rng: Rng, width: number, height: number, top: number, palette: Palette): string {
  const colors = [palette.ridges[2], palette.accent, palette.ridges[3], palette.ridges[1]];
  let out = '';
  const bands = 4 + Math.floor(rng() * 3);
  for (let i = 0; i < bands; i += 1) {
    const y = top + ((height - top) * i) / bands;
    const tilt = (rng() - 0.5) * height * 0.12;
    out += `<path d="M0 ${n(y + tilt)} Q${n(width / 2)} ${n(y - tilt)} ${width} ${n(y + tilt * 0.5)} L${width} ${height} L0 ${height} Z" fill="${colors[i % colors.length]}" opacity="${i === 1 || i === 3 ? '0.85' : '1'}"/>`;
    // Furrows: a few darker rows following the band's curve.
    const band = (height - top) / bands;
    for (let row = 1; row < 4; row += 1) {
      const ry = y + (band * row) / 4;
      out += `<path d="M0 ${n(ry + tilt)} Q${n(width / 2)} ${n(ry - tilt)} ${width} ${n(ry + tilt * 0.5)}" fill="none" stroke="${shade(colors[i % colors.length] as string, 0.8)}" stroke-width="${n(height / 300)}" opacity="0.6"/>`;
    }
  }
  return out;
}

/** Sky, sun (or moon), clouds or stars: the same behind every scene. */
function sky(rng: Rng, palette: Palette, width: number, height: number, horizon: number): string[] {
  const sunX = width * (0.15 + rng() * 0.7);
  const sunY = horizon - height * (0.08 + rng() * 0.22);
  const sunR = Math.min(width, height) * (0.05 + rng() * 0.04);
  const parts: string[] = [];
  parts.push(`<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.sky[0]}"/><stop offset="1" stop-color="${palette.sky[1]}"/></linearGradient>
<linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.sky[1]}"/><stop offset="1" stop-color="${palette.sky[0]}"/></linearGradient>
<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.25"/></linearGradient>
</defs>`);
  parts.push(`<rect width="${width}" height="${height}" fill="url(#sky)"/>`);
  if (palette.stars) parts.push(stars(rng, width, height));
  // Glow as a few translucent rings: a radial gradient costs librsvg several times more.
  for (const [scale, opacity] of [
    [4, 0.04],
    [3.4, 0.05],
    [2.8, 0.06],
    [2.3, 0.07],
    [1.8, 0.09],
    [1.4, 0.12],
  ] as const) {
    parts.push(`<circle cx="${n(sunX)}" cy="${n(sunY)}" r="${n(sunR * scale)}" fill="${palette.sun}" fill-opacity="${opacity}"/>`);
  }
  parts.push(`<circle cx="${n(sunX)}" cy="${n(sunY)}" r="${n(sunR)}" fill="${palette.sun}"/>`);
  if (palette.clouds) parts.push(clouds(rng, width, height, palette.clouds));
  return parts;
}

/** The valley alone: ridges and a foreground of forest, lake, fields or town. */
function landscape(rng: Rng, name: string, width: number, height: number): string[] {
  const palette = choosePalette(name, rng);
  const foreground = chooseForeground(name, rng);
  const horizon = height * (0.42 + rng() * 0.12);
  const parts = sky(rng, palette, width, height, horizon);
  const layers = palette.ridges.length;
  const spacing = (height - horizon) * 0.22;
  const ridgeFunctions = palette.ridges.map((_, layer) =>
    ridgeFunction(rng, width, horizon + layer * spacing, height * (0.07 - layer * 0.008) * (0.7 + rng() * 0.6)),
  );
  const waterTop = horizon + spacing * 2.4;
  palette.ridges.forEach((color, layer) => {
    const f = ridgeFunctions[layer] as (x: number) => number;
    if (foreground === 'lake' && layer === layers - 1) return;
    if (foreground === 'fields' && layer === layers - 1) return;
    parts.push(`<path d="${ridgePath(f, width, height)}" fill="${color}"/>`);
    if (layer === 1 && foreground !== 'town') parts.push(trees(rng, f, width, palette.ridges[2], height * 0.035));
  });
  const near = ridgeFunctions[layers - 1] as (x: number) => number;
  if (foreground === 'forest') parts.push(trees(rng, near, width, palette.ridges[3] === '#f7fafc' ? '#2f4858' : shade(palette.ridges[3]), height * 0.12));
  if (foreground === 'lake') {
    parts.push(lake(rng, width, height, waterTop, palette));
    const shore = (x: number) => height - height * 0.04 - Math.sin((x / width) * Math.PI * 2 + rng()) * height * 0.02;
    parts.push(`<path d="${ridgePath(shore, width, height)}" fill="${palette.ridges[3]}"/>`);
  }
  if (foreground === 'fields') parts.push(fields(rng, width, height, waterTop, palette));
  if (foreground === 'town') parts.push(town(rng, width, height, near(width / 2) + height * 0.05, palette));
  return parts;
}

/** The subject on open ground in front of two far ridges; the ground line sits where the subject wants it. */
function subjectScene(rng: Rng, name: string, subject: Subject, width: number, height: number): string[] {
  const art = SUBJECT_ART[subject];
  const palette = choosePalette(name, rng, art.themes);
  const ground = height * (art.ground ?? 0.76);
  const horizon = Math.min(height * (0.36 + rng() * 0.1), ground - height * 0.16);
  const parts = sky(rng, palette, width, height, horizon);
  const spacing = (ground - horizon) * 0.4;
  for (const layer of [0, 1]) {
    const f = ridgeFunction(rng, width, horizon + layer * spacing, height * (0.06 - layer * 0.015) * (0.7 + rng() * 0.6));
    parts.push(`<path d="${ridgePath(f, width, height)}" fill="${palette.ridges[layer]}"/>`);
    if (layer === 1) parts.push(trees(rng, f, width, palette.ridges[2], height * 0.03));
  }
  const land = ridgeFunction(rng, width, ground, height * 0.012);
  parts.push(`<path d="${ridgePath(land, width, height)}" fill="${palette.ridges[2]}"/>`);
  const stage: Stage = { rng, width, height, palette, ground, horizon, cx: width * (0.42 + rng() * 0.16), u: height / 88 };
  parts.push(art.draw(stage));
  return parts;
}

// Not the snowy evening: its near ridge is too pale for the initials.
const MONOGRAM_PALETTES = Object.keys(PALETTES).filter((key) => key !== 'holiday');

function initials(name: string): string {
  const words = name.split('-').filter((word) => word && !/^(the|and|of|at|co)$/.test(word));
  return words
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

function monogram(collection: string, name: string, width: number, height: number): string {
  const rng = rngFrom(`${collection}/${name}`);
  const palette = PALETTES[pick(rng, MONOGRAM_PALETTES)] as Palette;
  const size = Math.min(width, height);
  const round = collection === 'avatars';
  const ridge = ridgeFunction(rng, width, height * 0.72, height * 0.06);
  const badge = round
    ? `<circle cx="${width / 2}" cy="${height / 2}" r="${n(size * 0.3)}" fill="#ffffff" opacity="0.9"/>`
    : `<rect x="${n(width * 0.2)}" y="${n(height * 0.2)}" width="${n(width * 0.6)}" height="${n(height * 0.6)}" rx="${n(size * 0.08)}" fill="#ffffff" opacity="0.9"/>`;
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.sky[0]}"/><stop offset="1" stop-color="${palette.sky[1]}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#sky)"/>
<path d="${ridgePath(ridge, width, height)}" fill="${palette.ridges[2]}"/>
${badge}
<text x="50%" y="50%" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-weight="700" font-size="${n(size * 0.22)}" fill="${palette.ridges[3] === '#f7fafc' ? '#2f4858' : palette.ridges[3]}">${initials(name)}</text>`;
}

/** The SVG source of a generated image: a monogram, the valley, or a subject in front of it. */
export function sceneSvg(collection: string, name: string, width: number, height: number, subject: Subject | null = null): string {
  let body: string;
  if (collection === 'avatars' || collection === 'logos') body = monogram(collection, name, width, height);
  else {
    const rng = rngFrom(subject ? `${collection}/${name}.${subject}` : `${collection}/${name}`);
    const parts = subject ? subjectScene(rng, name, subject, width, height) : landscape(rng, name, width, height);
    // A linear shade, not a radial vignette: radial gradients cost librsvg several times more.
    parts.push(`<rect width="${width}" height="${height}" fill="url(#shade)"/>`);
    body = parts.join('\n');
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">\n${body}\n</svg>`;
}
