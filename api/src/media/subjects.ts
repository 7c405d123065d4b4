import {
  awning,
  between,
  bunting,
  circle,
  ellipse,
  line,
  n,
  person,
  pick,
  pine,
  poly,
  rect,
  roundTree,
  shade,
  stringLights,
  windows,
  type Palette,
  type Rng,
} from './scene-kit';

// What a generated picture shows in front of its valley (issue 26: a diner for a restaurant, an inn for lodging, a cavern for a cave…).
// The subject is part of the image's name (`penns-cave.cavern.1200x900.webp`), so a missing file is drawn again the same without the seed.

export const SUBJECTS = [
  'diner',
  'cafe',
  'brewery',
  'vineyard',
  'inn',
  'cabin',
  'cavern',
  'stadium',
  'trail',
  'lake',
  'stream',
  'concert',
  'theatre',
  'museum',
  'market',
  'festival',
  'shop',
  'farm',
  'barn',
  'hall',
  'golf',
  'ski',
  'holiday',
  'spa',
  'balloon',
  'train',
  'family',
] as const;

export type Subject = (typeof SUBJECTS)[number];

export const isSubject = (value: string): value is Subject => (SUBJECTS as readonly string[]).includes(value);

/** Where a subject is drawn: sizes are in `u` (1% of the height), so a subject keeps its shape from a 600×400 ad to a 2000×1000 header. */
export interface Stage {
  rng: Rng;
  width: number;
  height: number;
  palette: Palette;
  /** The ground line the subject stands on. */
  ground: number;
  horizon: number;
  cx: number;
  u: number;
}

interface SubjectArt {
  draw: (stage: Stage) => string;
  /** Palettes that suit it, when the name asks for none. */
  themes?: readonly string[];
  /** Ground line as a share of the height (default 0.76). */
  ground?: number;
}

const WALLS = ['#f3ede2', '#e8d9bd', '#c7d5de', '#b0553d', '#8fa382', '#d9b36c', '#9c6b4e'];
const ROOFS = ['#3b3b45', '#5a3a2e', '#2f4858', '#6b2e2e', '#44524a'];
const AWNINGS: readonly (readonly [string, string])[] = [
  ['#c0392b', '#f7f1e3'],
  ['#2e7d5b', '#f7f1e3'],
  ['#1f5f8b', '#f7f1e3'],
  ['#d9822b', '#fff6e0'],
];
const FESTIVE = ['#e63946', '#f4a261', '#2a9d8f', '#e9c46a', '#457b9d', '#f7f1e3'];

/** A colour in the scene's light: darker at dusk and night. */
const tone = (stage: Stage, color: string) => (stage.palette.dark ? shade(color, 0.55) : color);
const lit = (stage: Stage) => (stage.palette.lights ? stage.palette.accent : '#a9c9da');
const unlit = (stage: Stage) => (stage.palette.lights ? '#2a2f3a' : '#5d7486');

/** The left edge and width of something `wanted` wide, centred near stage.cx but kept inside the picture. */
function span(stage: Stage, wanted: number): [number, number] {
  const w = Math.min(wanted, stage.width * 0.9);
  const x0 = Math.min(Math.max(stage.cx - w / 2, stage.width * 0.05), stage.width * 0.95 - w);
  return [x0, w];
}

function sideTrees(stage: Stage, x0: number, x1: number, count = 2): string {
  const { rng, ground, u, palette } = stage;
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const crown = tone(stage, shade(palette.ridges[2], 0.85));
    out += roundTree(x0 - u * between(rng, 4, 9) - i * u * 7, ground + u, u * between(rng, 16, 22), crown);
    out += roundTree(x1 + u * between(rng, 4, 9) + i * u * 7, ground + u, u * between(rng, 16, 22), crown);
  }
  return out;
}

function storefront(stage: Stage, kind: 'diner' | 'cafe'): string {
  const { rng, ground, u } = stage;
  const [x0, w] = span(stage, u * (kind === 'diner' ? 78 : 58));
  const h = u * (kind === 'diner' ? 20 : 30);
  const top = ground - h;
  const wall = tone(stage, kind === 'diner' ? pick(rng, ['#dfe6ea', '#f3ede2', '#c7d5de']) : pick(rng, WALLS));
  const colors = pick(rng, AWNINGS);
  let out = rect(x0, top, w, h, wall) + rect(x0 - u, top - u * 1.2, w + u * 2, u * 1.8, tone(stage, '#3b3b45'));
  out += rect(x0, ground - u * 2.2, w, u * 2.2, tone(stage, colors[0]));
  if (kind === 'diner') {
    // Roof sign on legs, long windows and a door; some diners have a gable over the door and a chimney.
    const sw = w * between(rng, 0.38, 0.56);
    if (rng() < 0.4) {
      out += rect(x0 + w * 0.12, top - u * 9, u * 3.5, u * 8, tone(stage, '#8c4a36'));
      out += poly(
        [
          [x0 + w * 0.62, top],
          [x0 + w * 0.81, top - u * 8],
          [x0 + w + u, top],
        ],
        tone(stage, pick(rng, ROOFS)),
      );
    }
    out += line(x0 + w / 2 - sw * 0.3, top - u, x0 + w / 2 - sw * 0.3, top - u * 5, '#3b3b45', u * 0.6);
    out += line(x0 + w / 2 + sw * 0.3, top - u, x0 + w / 2 + sw * 0.3, top - u * 5, '#3b3b45', u * 0.6);
    out += rect(x0 + w / 2 - sw / 2, top - u * 11, sw, u * 6.5, colors[0], `rx="${n(u * 3)}"`);
    for (let i = 0; i < 7; i += 1) out += circle(x0 + w / 2 - sw * 0.36 + (i * sw * 0.72) / 6, top - u * 7.75, u * 0.8, colors[1]);
    out += windows(rng, x0 + u * 2, top + u * 6, w * 0.62, u * 8, 4 + Math.floor(rng() * 3), 1, lit(stage), lit(stage));
    out += rect(x0 + w * 0.72, top + u * 5, u * 6, h - u * 7.2, tone(stage, '#5b4636'));
    out += rect(x0 + w * 0.72 + u, top + u * 6, u * 4, u * 5, lit(stage));
    out += awning(x0 + u, top + u * 2, w * 0.66, u * 3, colors);
    // Tables under umbrellas.
    for (const x of [x0 - u * 6, x0 + w + u * 6]) {
      out +=
        line(x, ground - u * 9, x, ground, '#3b3b45', u * 0.5) +
        poly(
          [
            [x - u * 5, ground - u * 8],
            [x, ground - u * 11],
            [x + u * 5, ground - u * 8],
          ],
          colors[0],
        );
      out += rect(x - u * 2.5, ground - u * 4, u * 5, u * 0.8, tone(stage, '#f7f1e3'));
    }
  } else {
    // Two storeys: flower boxes upstairs, a hanging cup sign, bistro tables.
    out += windows(rng, x0 + u * 3, top + u * 2, w - u * 6, u * 9, 3, 1, lit(stage), unlit(stage));
    for (let i = 0; i < 3; i += 1) {
      const wx = x0 + u * 3 + ((w - u * 6) / 3) * (i + 0.22);
      out += rect(wx, top + u * 10, ((w - u * 6) / 3) * 0.56, u * 1.2, tone(stage, '#8a5a3b'));
      for (let f = 0; f < 4; f += 1) out += circle(wx + u * (0.8 + f * 1.3), top + u * 9.8, u * 0.7, pick(rng, ['#e63946', '#f4a6c0', '#f7d154']));
    }
    out += awning(x0 + u * 2, top + u * 13, w - u * 4, u * 3.5, colors);
    out += rect(x0 + u * 4, top + u * 18, w * 0.55, h - u * 20.2, lit(stage));
    out += rect(x0 + w * 0.7, top + u * 18, u * 7, h - u * 20.2, tone(stage, '#5b4636'));
    out += line(x0 + w, top + u * 14, x0 + w + u * 6, top + u * 14, '#3b3b45', u * 0.5);
    out += circle(x0 + w + u * 5, top + u * 18, u * 3.2, colors[1], `stroke="${colors[0]}" stroke-width="${n(u * 0.6)}"`);
    out += rect(x0 + w + u * 3.6, top + u * 17, u * 2.6, u * 2.6, '#6f4e37', `rx="${n(u * 0.5)}"`);
    for (const x of [x0 - u * 7, x0 + w + u * 8]) {
      out += ellipse(x, ground - u * 5, u * 3.5, u * 0.8, tone(stage, '#f7f1e3')) + line(x, ground - u * 5, x, ground, '#3b3b45', u * 0.5);
      out += rect(x - u * 5.5, ground - u * 6, u * 0.6, u * 6, '#3b3b45') + rect(x + u * 4.9, ground - u * 6, u * 0.6, u * 6, '#3b3b45');
    }
  }
  return out;
}

function brewery(stage: Stage): string {
  const { rng, ground, u } = stage;
  const [x0, w] = span(stage, u * 84);
  const bw = w * 0.62;
  const h = u * 24;
  const top = ground - h;
  const brick = tone(stage, pick(rng, ['#a34a33', '#8c4a36', '#7b5a45']));
  let out = rect(x0, top, bw, h, brick);
  out += poly(
    [
      [x0 - u, top],
      [x0 + bw / 2, top - u * 9],
      [x0 + bw + u, top],
    ],
    tone(stage, pick(rng, ROOFS)),
  );
  // Arched windows glowing onto the taproom.
  for (let i = 0; i < 3; i += 1) {
    const wx = x0 + bw * (0.12 + i * 0.28);
    const ww = bw * 0.18;
    out += rect(wx, top + u * 6, ww, u * 10, lit(stage)) + circle(wx + ww / 2, top + u * 6, ww / 2, lit(stage));
  }
  out += rect(x0 + bw * 0.3, top - u * 4, bw * 0.4, u * 3, tone(stage, '#f3ede2'), `rx="${n(u)}"`);
  // Tanks and a stack of barrels.
  const steel = tone(stage, '#b8c2cc');
  for (let i = 0; i < 3; i += 1) {
    const tx = x0 + bw + u * 2 + i * (w - bw) * 0.32;
    const tw = (w - bw) * 0.26;
    const th = u * (26 + i * 3);
    out += rect(tx, ground - th, tw, th, steel) + ellipse(tx + tw / 2, ground - th, tw / 2, u * 1.5, shade(steel, 1.15));
    out += rect(tx + tw * 0.15, ground - th, tw * 0.12, th, '#ffffff', 'fill-opacity="0.35"');
  }
  const oak = tone(stage, '#8a5a3b');
  for (let row = 0; row < 2; row += 1) {
    for (let i = 0; i < 3 - row; i += 1) {
      const bx = x0 - u * 2 + i * u * 6.5 + row * u * 3.2;
      const by = ground - u * 3 - row * u * 5.5;
      out += ellipse(bx, by, u * 3.2, u * 2.8, oak) + line(bx - u * 3.2, by, bx + u * 3.2, by, '#3b3b45', u * 0.4);
    }
  }
  return out;
}

function vineyard(stage: Stage): string {
  const { rng, ground, u, width, height, palette } = stage;
  let out = '';
  // The winery on the slope, then vine rows running down to the viewer.
  const [x0, w] = span(stage, u * 36);
  const top = ground - u * 14;
  out +=
    rect(x0, top, w, u * 14, tone(stage, pick(rng, ['#d8c3a5', '#e8d9bd', '#c9b28f']))) +
    poly(
      [
        [x0 - u, top],
        [x0 + w / 2, top - u * 7],
        [x0 + w + u, top],
      ],
      tone(stage, '#6b2e2e'),
    );
  out += windows(rng, x0 + u * 2, top + u * 3, w - u * 4, u * 6, 4, 1, lit(stage), unlit(stage));
  out += rect(x0 + w * 0.42, top + u * 8, w * 0.16, u * 6, tone(stage, '#5b4636'));
  const leaf = tone(stage, shade(palette.ridges[2], 0.8));
  const vanishX = stage.cx;
  const rows = 9;
  for (let i = 0; i <= rows; i += 1) {
    const bx = (i / rows) * width * 1.6 - width * 0.3;
    const steps = 14;
    for (let s = 1; s <= steps; s += 1) {
      const t = s / steps;
      const x = vanishX + (bx - vanishX) * t;
      const y = ground + (height - ground) * t;
      out += circle(x, y - u * 1.6 * t, u * 2.2 * t, leaf);
      if (s % 3 === 0) out += circle(x + u * t, y, u * 0.8 * t, tone(stage, '#5e2a5c'));
    }
  }
  return out;
}

function inn(stage: Stage): string {
  const { rng, ground, u } = stage;
  const [x0, w] = span(stage, u * 76);
  const h = u * 28;
  const top = ground - h;
  const wall = tone(stage, pick(rng, WALLS));
  const roof = tone(stage, pick(rng, ROOFS));
  let out = rect(x0 + w * 0.15, top - u * 14, u * 3, u * 8, tone(stage, '#8c4a36')) + rect(x0 + w * 0.8, top - u * 14, u * 3, u * 8, tone(stage, '#8c4a36'));
  out += poly(
    [
      [x0 - u * 2, top],
      [x0 + w * 0.1, top - u * 11],
      [x0 + w * 0.9, top - u * 11],
      [x0 + w + u * 2, top],
    ],
    roof,
  );
  out += poly(
    [
      [x0 + w * 0.36, top],
      [x0 + w / 2, top - u * 16],
      [x0 + w * 0.64, top],
    ],
    roof,
  );
  out += rect(x0, top, w, h, wall);
  out += poly(
    [
      [x0 + w * 0.38, top + u * 0.5],
      [x0 + w / 2, top - u * 13],
      [x0 + w * 0.62, top + u * 0.5],
    ],
    wall,
  );
  out += circle(x0 + w / 2, top - u * 4, u * 2.4, lit(stage));
  // Shuttered windows on two floors.
  const shutter = tone(stage, pick(rng, ['#2f4858', '#3c5a3a', '#6b2e2e', '#3b3b45']));
  for (const row of [0, 1]) {
    for (let i = 0; i < 6; i += 1) {
      if (row === 1 && (i === 2 || i === 3)) continue;
      const wx = x0 + u * 3 + ((w - u * 6) / 6) * (i + 0.25);
      const wy = top + u * 3 + row * u * 12;
      out += rect(wx - u * 1.2, wy, u * 1.1, u * 7, shutter) + rect(wx, wy, u * 4.2, u * 7, lit(stage)) + rect(wx + u * 4.3, wy, u * 1.1, u * 7, shutter);
    }
  }
  // Porch: roof, posts, door and steps.
  out += rect(x0 + w * 0.3, top + u * 13.5, w * 0.4, u * 2, roof);
  for (let i = 0; i < 4; i += 1) out += rect(x0 + w * 0.31 + i * w * 0.123, top + u * 15.5, u * 1.1, h - u * 15.5, tone(stage, '#f7f1e3'));
  out += rect(x0 + w / 2 - u * 3, ground - u * 10, u * 6, u * 10, tone(stage, '#5b4636')) + circle(x0 + w / 2, ground - u * 10, u * 3, lit(stage));
  out += rect(x0 + w * 0.38, ground - u * 1.2, w * 0.24, u * 1.2, tone(stage, '#b8b2a7'));
  out += poly(
    [
      [x0 + w / 2 - u * 3, ground],
      [x0 + w / 2 + u * 3, ground],
      [x0 + w / 2 + u * 9, stage.height],
      [x0 + w / 2 - u * 9, stage.height],
    ],
    tone(stage, '#c9b28f'),
  );
  return out + sideTrees(stage, x0, x0 + w, 1);
}

function cabin(stage: Stage): string {
  const { rng, ground, u, palette } = stage;
  const [x0, w] = span(stage, u * 44);
  const h = u * 16;
  const top = ground - h;
  const log = tone(stage, pick(rng, ['#8a5a3b', '#7a4e33', '#9c6b4e']));
  let out = rect(x0 + w * 0.72, top - u * 14, u * 5, u * 14 + h, tone(stage, '#7d7570'));
  for (let i = 0; i < 3; i += 1) out += circle(x0 + w * 0.72 + u * (3 + i * 2), top - u * (17 + i * 4), u * (1.8 + i), '#e8e8e8', 'fill-opacity="0.55"');
  out += rect(x0, top, w, h, log);
  for (let i = 1; i < 6; i += 1) out += line(x0, top + (h * i) / 6, x0 + w, top + (h * i) / 6, shade(log, 0.75), u * 0.5);
  out += poly(
    [
      [x0 - u * 3, top + u],
      [x0 + w / 2, top - u * 12],
      [x0 + w + u * 3, top + u],
    ],
    tone(stage, '#3b3b45'),
  );
  out += rect(x0 + w * 0.14, top + u * 4, u * 7, u * 6, lit(stage)) + rect(x0 + w * 0.55, top + u * 4, u * 6, h - u * 4, tone(stage, '#4a3222'));
  // Tent and campfire beside the cabin, pines around.
  const tx = x0 + w + u * 14;
  out += poly(
    [
      [tx - u * 8, ground],
      [tx, ground - u * 11],
      [tx + u * 8, ground],
    ],
    tone(stage, pick(rng, ['#e07a2c', '#2e7d5b', '#d9b36c'])),
  );
  out += poly(
    [
      [tx - u * 2, ground],
      [tx, ground - u * 7],
      [tx + u * 2, ground],
    ],
    '#2a2420',
  );
  const fx = x0 - u * 10;
  out +=
    ellipse(fx, ground - u * 0.5, u * 4, u * 1.2, '#5b4f47') +
    poly(
      [
        [fx - u * 2.5, ground - u],
        [fx, ground - u * 7],
        [fx + u * 2.5, ground - u],
      ],
      '#f4a261',
    );
  out += poly(
    [
      [fx - u * 1.2, ground - u],
      [fx, ground - u * 4.5],
      [fx + u * 1.2, ground - u],
    ],
    '#ffd166',
  );
  const green = tone(stage, shade(palette.ridges[3] === '#f7fafc' ? '#2f4858' : palette.ridges[3], 0.85));
  for (let i = 0; i < 5; i += 1) {
    out += pine(x0 - u * (18 + i * 7 + rng() * 3), ground + u, u * between(rng, 20, 30), green);
    out += pine(x0 + w + u * (26 + i * 7 + rng() * 3), ground + u, u * between(rng, 20, 30), green);
  }
  return out;
}

function cavern(stage: Stage): string {
  const { rng, ground, u } = stage;
  const [x0, w] = span(stage, u * 96);
  const rock = tone(stage, pick(rng, ['#8a7d70', '#7d6e63', '#938677']));
  const peak = ground - u * 42;
  let out = `<path d="M${n(x0 - u * 6)} ${n(ground + u * 2)} C${n(x0)} ${n(peak + u * 10)} ${n(x0 + w * 0.3)} ${n(peak)} ${n(x0 + w / 2)} ${n(peak)} C${n(x0 + w * 0.75)} ${n(peak)} ${n(x0 + w)} ${n(peak + u * 14)} ${n(x0 + w + u * 6)} ${n(ground + u * 2)} Z" fill="${rock}"/>`;
  for (let i = 0; i < 5; i += 1) {
    const y = peak + u * (8 + i * 6);
    out += `<path d="M${n(x0 + w * (0.12 + rng() * 0.1))} ${n(y)} q${n(w * 0.2)} ${n(-u * 2)} ${n(w * 0.35)} ${n(u)}" fill="none" stroke="${shade(rock, 0.8)}" stroke-width="${n(u * 0.7)}"/>`;
    out += `<path d="M${n(x0 + w * (0.6 + rng() * 0.1))} ${n(y + u * 3)} q${n(w * 0.12)} ${n(-u * 2)} ${n(w * 0.25)} ${n(u)}" fill="none" stroke="${shade(rock, 0.8)}" stroke-width="${n(u * 0.7)}"/>`;
  }
  // The mouth, its teeth, and the water running out of it.
  const mx = x0 + w / 2;
  const mw = w * 0.46;
  const mouthTop = ground - u * 26;
  out += `<path d="M${n(mx - mw / 2)} ${n(ground)} C${n(mx - mw / 2)} ${n(mouthTop)} ${n(mx + mw / 2)} ${n(mouthTop)} ${n(mx + mw / 2)} ${n(ground)} Z" fill="#1d1916"/>`;
  out += `<path d="M${n(mx - mw * 0.34)} ${n(ground)} C${n(mx - mw * 0.34)} ${n(mouthTop + u * 7)} ${n(mx + mw * 0.34)} ${n(mouthTop + u * 7)} ${n(mx + mw * 0.34)} ${n(ground)} Z" fill="#0d0b0a"/>`;
  for (let i = 0; i < 9; i += 1) {
    const t = (i + 0.5) / 9;
    const x = mx - mw * 0.42 + mw * 0.84 * t;
    const y = mouthTop + u * 5.5 + Math.abs(t - 0.5) * u * 12;
    out += poly(
      [
        [x - u * 1.4, y - u],
        [x + u * 1.4, y - u],
        [x, y + u * (3 + rng() * 4)],
      ],
      shade(rock, 0.85),
    );
  }
  out += `<path d="M${n(mx - mw * 0.45)} ${n(ground)} L${n(mx + mw * 0.45)} ${n(ground)} L${n(mx + mw * 1.1)} ${n(stage.height)} L${n(mx - mw * 1.1)} ${n(stage.height)} Z" fill="url(#water)"/>`;
  for (let i = 0; i < 6; i += 1) {
    const y = ground + (stage.height - ground) * (0.15 + rng() * 0.75);
    out += line(mx - mw * 0.5 + rng() * mw * 0.6, y, mx - mw * 0.2 + rng() * mw * 0.8, y, '#ffffff', u * 0.4, 'stroke-opacity="0.5"');
  }
  // A boat with a lantern heading in.
  const by = ground + u * 6;
  out += `<path d="M${n(mx - u * 10)} ${n(by)} L${n(mx + u * 10)} ${n(by)} L${n(mx + u * 7)} ${n(by + u * 3)} L${n(mx - u * 7)} ${n(by + u * 3)} Z" fill="#3a2a1e"/>`;
  for (let i = 0; i < 4; i += 1) out += person(mx - u * 6 + i * u * 4, by, u * 5, '#1f1a16');
  out +=
    line(mx + u * 9, by, mx + u * 9, by - u * 6, '#1f1a16', u * 0.4) +
    circle(mx + u * 9, by - u * 6.5, u * 2.2, '#ffd166', 'fill-opacity="0.35"') +
    circle(mx + u * 9, by - u * 6.5, u * 0.8, '#ffd166');
  return out;
}

function stadium(stage: Stage): string {
  const { rng, ground, u } = stage;
  const [x0, w] = span(stage, u * 104);
  const cx = x0 + w / 2;
  const cy = ground - u * 8;
  const rx = w / 2;
  const ry = u * 17;
  const team = pick(rng, ['#1e407c', '#0b3d2e', '#7a1f2b']);
  let out = '';
  // Light towers behind, then the bowl: rim, stands in rows, the field and its lines.
  for (const t of [0.08, 0.3, 0.7, 0.92]) {
    const x = x0 + w * t;
    const topY = cy - ry - u * (t === 0.3 || t === 0.7 ? 16 : 12);
    out += line(x, cy, x, topY, tone(stage, '#5d6670'), u * 0.9) + rect(x - u * 3, topY - u * 3, u * 6, u * 3.5, tone(stage, '#5d6670'));
    out += circle(x, topY - u * 1.2, u * 5, '#fff8d6', 'fill-opacity="0.3"') + circle(x, topY - u * 1.2, u * 2, '#fffbe8');
  }
  out += ellipse(cx, cy - u * 2, rx, ry + u * 5, tone(stage, team));
  for (let i = 0; i < 6; i += 1) {
    const k = 1 - i * 0.07;
    out += ellipse(cx, cy - u * 2 + i * u * 0.9, rx * k, (ry + u * 4) * k, tone(stage, i % 2 ? '#e9edf2' : shade(team, 1.35)));
  }
  out += ellipse(cx, cy + u * 2, rx * 0.52, ry * 0.5, tone(stage, '#3d8b4a'));
  for (let i = -4; i <= 4; i += 1) {
    const x = cx + i * rx * 0.09;
    const half = ry * 0.5 * Math.sqrt(Math.max(0, 1 - ((x - cx) / (rx * 0.52)) ** 2));
    out += line(x, cy + u * 2 - half, x, cy + u * 2 + half, '#ffffff', u * 0.3, 'stroke-opacity="0.8"');
  }
  out += ellipse(cx, cy + ry * 0.2 + u * 3, rx * 0.98, ry * 0.45, tone(stage, shade(team, 0.7)));
  out += rect(cx - rx, cy + ry * 0.2 + u * 3, rx * 2, ground - cy, tone(stage, shade(team, 0.7)));
  for (let i = 0; i < 3; i += 1) out += rect(cx - rx * 0.6 + i * rx * 0.5, cy + ry * 0.35 + u * 4, rx * 0.2, u * 3, tone(stage, '#2a2f3a'));
  return out;
}

function trail(stage: Stage): string {
  const { rng, ground, u, width, height, palette } = stage;
  const end = stage.cx + (rng() - 0.5) * u * 20;
  const bottom = width * between(rng, 0.35, 0.65);
  const bend = (rng() - 0.5) * width * 0.5;
  const sand = tone(stage, palette.ridges[3] === '#f7fafc' ? '#c9d3dc' : '#c9b28f');
  // A path narrowing into the valley, along an S.
  let out = `<path d="M${n(end - u)} ${n(ground)} C${n(end + bend)} ${n(ground + (height - ground) * 0.4)} ${n(bottom - bend - u * 14)} ${n(height * 0.95)} ${n(bottom - u * 16)} ${n(height)} L${n(bottom + u * 16)} ${n(height)} C${n(bottom - bend + u * 14)} ${n(height * 0.95)} ${n(end + bend + u * 2)} ${n(ground + (height - ground) * 0.4)} ${n(end + u)} ${n(ground)} Z" fill="${sand}"/>`;
  const flowers = ['#f4a6c0', '#ffd166', '#ffffff', '#b39ddb'];
  for (let i = 0; i < 40; i += 1) {
    const y = ground + (height - ground) * rng();
    out += circle(rng() * width, y, u * 0.35 * (1 + (y - ground) / (height - ground)), pick(rng, flowers), 'fill-opacity="0.9"');
  }
  // A signpost and a hiker on the way up.
  const sx = bottom + u * 22 < width * 0.92 ? bottom + u * 22 : bottom - u * 22;
  const wood = tone(stage, '#7a4e33');
  out += rect(sx - u * 0.8, height - u * 20, u * 1.6, u * 20, wood);
  out += poly(
    [
      [sx - u * 1, height - u * 19],
      [sx + u * 9, height - u * 19],
      [sx + u * 11, height - u * 17],
      [sx + u * 9, height - u * 15],
      [sx - u * 1, height - u * 15],
    ],
    wood,
  );
  out += poly(
    [
      [sx + u, height - u * 13.5],
      [sx - u * 9, height - u * 13.5],
      [sx - u * 11, height - u * 11.5],
      [sx - u * 9, height - u * 9.5],
      [sx + u, height - u * 9.5],
    ],
    wood,
  );
  const hx = end + bend * 0.2 + (bottom - end) * 0.35;
  out += person(hx, ground + (height - ground) * 0.45, u * 8, tone(stage, '#3a4a5a'));
  out += rect(hx + u * 0.8, ground + (height - ground) * 0.45 - u * 6.5, u * 2, u * 3.5, tone(stage, '#c0392b'), `rx="${n(u * 0.6)}"`);
  const green = tone(stage, shade(palette.ridges[3] === '#f7fafc' ? '#2f4858' : palette.ridges[3], 0.85));
  for (let i = 0; i < 6; i += 1) {
    out += pine(width * (0.02 + i * 0.045), height + u * 2, u * between(rng, 30, 48), green);
    out += pine(width * (0.98 - i * 0.045), height + u * 2, u * between(rng, 30, 48), green);
  }
  return out;
}

function lake(stage: Stage): string {
  const { rng, ground, u, width, height, palette } = stage;
  const top = ground - u * 4;
  let out = rect(0, top, width, height - top, 'url(#water)');
  for (let i = 0; i < 14; i += 1) {
    const y = top + (height - top) * (0.08 + rng() * 0.8);
    const x = rng() * width;
    out += line(x, y, x + width * (0.03 + rng() * 0.1), y, palette.sky[1], u * 0.3, 'stroke-opacity="0.6"');
  }
  // A dock reaching in, and a canoe out on the water.
  const dx = rng() < 0.5 ? width * 0.12 : width * 0.7;
  const wood = tone(stage, '#8a5a3b');
  out += poly(
    [
      [dx, height],
      [dx + width * 0.18, height],
      [dx + width * 0.14, top + (height - top) * 0.45],
      [dx + width * 0.06, top + (height - top) * 0.45],
    ],
    wood,
  );
  for (let i = 0; i < 4; i += 1) out += rect(dx + width * (0.04 + i * 0.04), top + (height - top) * 0.45, u * 0.8, (height - top) * 0.6, shade(wood, 0.7));
  const cx = stage.cx + (dx < width / 2 ? u * 15 : -u * 15);
  const cy = top + (height - top) * 0.35;
  const hull = tone(stage, pick(rng, ['#c0392b', '#d9822b', '#2e7d5b']));
  out += `<path d="M${n(cx - u * 14)} ${n(cy)} Q${n(cx)} ${n(cy + u * 5)} ${n(cx + u * 14)} ${n(cy)} Z" fill="${hull}"/>`;
  out += person(cx - u * 5, cy + u, u * 6, tone(stage, '#2a2f3a')) + person(cx + u * 5, cy + u, u * 6, tone(stage, '#2a2f3a'));
  out += line(cx + u * 2, cy - u * 4, cx + u * 9, cy + u * 3, tone(stage, '#5b4636'), u * 0.5);
  const shore = tone(stage, palette.ridges[3]);
  out += `<path d="M0 ${n(top)} Q${n(width * 0.1)} ${n(top - u * 3)} ${n(width * 0.25)} ${n(top)} Z" fill="${shore}"/>`;
  return out;
}

function stream(stage: Stage): string {
  const { rng, ground, u, width, height } = stage;
  const start = stage.cx + (rng() - 0.5) * u * 30;
  const swing = (rng() < 0.5 ? -1 : 1) * width * 0.25;
  let out = `<path d="M${n(start - u * 2)} ${n(ground)} C${n(start + swing)} ${n(ground + (height - ground) * 0.35)} ${n(start - swing - u * 20)} ${n(height * 0.9)} ${n(width * 0.25)} ${n(height)} L${n(width * 0.8)} ${n(height)} C${n(start - swing + u * 30)} ${n(height * 0.9)} ${n(start + swing + u * 6)} ${n(ground + (height - ground) * 0.35)} ${n(start + u * 2)} ${n(ground)} Z" fill="url(#water)"/>`;
  for (let i = 0; i < 12; i += 1) {
    const y = ground + (height - ground) * (0.3 + rng() * 0.65);
    const x = width * (0.3 + rng() * 0.4);
    out += line(x, y, x + u * (3 + rng() * 6), y, '#ffffff', u * 0.35, 'stroke-opacity="0.6"');
  }
  for (let i = 0; i < 6; i += 1)
    out += ellipse(
      width * (0.22 + rng() * 0.56),
      ground + (height - ground) * (0.5 + rng() * 0.45),
      u * (2 + rng() * 3),
      u * (1 + rng()),
      tone(stage, '#7d7570'),
    );
  // An angler in waders, casting a long line.
  const ax = width * 0.5 + (rng() - 0.5) * u * 20;
  const ay = ground + (height - ground) * 0.72;
  out += person(ax, ay, u * 16, tone(stage, '#2f3b33')) + rect(ax - u * 2.4, ay - u * 6, u * 4.8, u * 6, tone(stage, '#4a5a3c'));
  out += line(ax + u, ay - u * 11, ax + u * 16, ay - u * 26, '#2a2420', u * 0.5);
  out += `<path d="M${n(ax + u * 16)} ${n(ay - u * 26)} Q${n(ax + u * 36)} ${n(ay - u * 30)} ${n(ax + u * 30)} ${n(ay - u * 4)}" fill="none" stroke="#f7f1e3" stroke-width="${n(u * 0.2)}"/>`;
  out += ellipse(ax, ay, u * 5, u * 1, '#ffffff', 'fill-opacity="0.35"');
  return out;
}

function concert(stage: Stage): string {
  const { rng, ground, u, width, height } = stage;
  const [x0, w] = span(stage, u * 80);
  const floor = ground - u * 4;
  const roofY = ground - u * 34;
  let out = rect(x0, roofY, w, floor - roofY, '#1a1824');
  out += rect(x0 + u * 2, roofY + u * 4, w - u * 4, floor - roofY - u * 4, stage.palette.accent, 'fill-opacity="0.35"');
  // Truss, beams of light, the band and a crowd with hands up.
  out +=
    rect(x0 - u * 2, roofY - u * 3, w + u * 4, u * 3, '#2d2b36') +
    rect(x0 - u * 2, roofY, u * 2, floor - roofY, '#2d2b36') +
    rect(x0 + w, roofY, u * 2, floor - roofY, '#2d2b36');
  const beams = ['#ffe08a', '#ff7ab6', '#7ad7ff', '#b39ddb', '#ffe08a'];
  for (let i = 0; i < 5; i += 1) {
    const bx = x0 + w * (0.1 + i * 0.2);
    const fx = bx + (rng() - 0.5) * w * 0.5;
    out += poly(
      [
        [bx - u * 0.6, roofY],
        [bx + u * 0.6, roofY],
        [fx + u * 7, floor],
        [fx - u * 7, floor],
      ],
      beams[i] as string,
      'fill-opacity="0.22"',
    );
    out += circle(bx, roofY + u * 0.5, u * 1.2, beams[i] as string);
  }
  for (let i = 0; i < 4; i += 1) out += person(x0 + w * (0.25 + i * 0.17), floor, u * 10, '#0e0d14');
  out += rect(x0 + u * 2, floor - u * 7, u * 5, u * 7, '#0e0d14') + rect(x0 + w - u * 7, floor - u * 7, u * 5, u * 7, '#0e0d14');
  out += rect(x0 - u * 4, floor, w + u * 8, u * 4, '#242230');
  for (let row = 0; row < 3; row += 1) {
    const y = height + u * 2 - row * u * 5;
    for (let x = -u * 4 + row * u * 2; x < width + u * 4; x += u * (5 + rng() * 2)) {
      out += person(x, y + u * 6, u * (14 - row * 2), row === 0 ? '#08070c' : '#141220');
      if (rng() < 0.18) out += line(x + u, y - u * 5, x + u * 3, y - u * 12, row === 0 ? '#08070c' : '#141220', u * 1.2, 'stroke-linecap="round"');
    }
  }
  return out;
}

function theatre(stage: Stage): string {
  const { rng, ground, u } = stage;
  const [x0, w] = span(stage, u * 50);
  const h = u * 40;
  const top = ground - h;
  const wall = tone(stage, pick(rng, ['#b0553d', '#e8d9bd', '#9c6b4e', '#c7b8a0']));
  const neighbour = tone(stage, shade(pick(rng, WALLS), 0.8));
  let out = rect(x0 - u * 24, ground - u * 26, u * 24, u * 26, neighbour) + rect(x0 + w, ground - u * 30, u * 24, u * 30, shade(neighbour, 0.9));
  out += windows(rng, x0 - u * 22, ground - u * 24, u * 20, u * 14, 3, 2, lit(stage), unlit(stage));
  out += windows(rng, x0 + w + u * 2, ground - u * 28, u * 20, u * 16, 3, 2, lit(stage), unlit(stage));
  out += rect(x0, top, w, h, wall) + rect(x0 - u, top - u * 2, w + u * 2, u * 2.5, shade(wall, 0.8));
  out += windows(rng, x0 + u * 4, top + u * 4, w - u * 8, u * 12, 4, 1, lit(stage), lit(stage));
  // The blade sign and the marquee, both in bulbs.
  const sign = pick(rng, ['#c0392b', '#1f5f8b', '#2e7d5b']);
  const bx = x0 + w / 2 - u * 3.5;
  out += rect(bx, top - u * 8, u * 7, u * 26, sign, `stroke="#f7f1e3" stroke-width="${n(u * 0.6)}"`);
  for (let i = 0; i < 6; i += 1) out += rect(bx + u * 2, top - u * 6 + i * u * 4, u * 3, u * 2.4, '#fff6cf');
  const my = top + u * 20;
  out += poly(
    [
      [x0 - u * 4, my],
      [x0 + w + u * 4, my],
      [x0 + w + u, my + u * 8],
      [x0 - u, my + u * 8],
    ],
    tone(stage, '#f3ede2'),
  );
  for (let i = 0; i < 3; i += 1) out += rect(x0 + w * 0.15 + i * w * 0.25, my + u * 2.5, w * 0.18, u * 1.4, '#2a2f3a');
  for (let i = 0; i <= 16; i += 1) out += circle(x0 - u * 3 + ((w + u * 6) * i) / 16, my + u * 0.8, u * 0.6, '#ffd166');
  out +=
    rect(x0 + w * 0.25, my + u * 9, w * 0.5, ground - my - u * 9, tone(stage, '#3a2a1e')) +
    rect(x0 + w * 0.28, my + u * 10, w * 0.44, ground - my - u * 11, lit(stage));
  return out;
}

function museum(stage: Stage): string {
  const { rng, ground, u } = stage;
  const [x0, w] = span(stage, u * 84);
  const stone = tone(stage, pick(rng, ['#ece6da', '#e2dccf', '#d8d2c4']));
  const shadow = shade(stone, 0.82);
  const cw = w * 0.56;
  const cx0 = x0 + (w - cw) / 2;
  const top = ground - u * 30;
  // Wings, then steps, columns, entablature and pediment.
  let out = rect(x0, ground - u * 20, w, u * 20, shadow);
  out += windows(rng, x0 + u * 2, ground - u * 16, (w - cw) / 2 - u * 4, u * 10, 2, 1, lit(stage), unlit(stage));
  out += windows(rng, cx0 + cw + u * 2, ground - u * 16, (w - cw) / 2 - u * 4, u * 10, 2, 1, lit(stage), unlit(stage));
  for (let i = 0; i < 3; i += 1) out += rect(cx0 - u * (3 - i), ground - u * (3 - i) * 1.2, cw + u * (6 - 2 * i), u * 1.2, i % 2 ? stone : shadow);
  const columns = 6;
  out += rect(cx0 + u, top + u * 4, cw - u * 2, ground - top - u * 7, shade(stone, 0.6));
  for (let i = 0; i < columns; i += 1) {
    const x = cx0 + u * 2 + ((cw - u * 4) * i) / (columns - 1);
    out += rect(x - u * 1.6, top + u * 4, u * 3.2, ground - top - u * 7.6, stone) + rect(x - u * 2.4, top + u * 3.2, u * 4.8, u * 1.2, shadow);
  }
  const banner = pick(rng, ['#c0392b', '#1f5f8b', '#6b2e2e', '#2e7d5b']);
  for (const i of [1, 3]) {
    const x = cx0 + u * 2 + ((cw - u * 4) * (i + 0.5)) / (columns - 1);
    out += rect(x - u * 2, top + u * 7, u * 4, u * 12, banner);
  }
  out +=
    rect(cx0 - u, top, cw + u * 2, u * 4, stone) +
    poly(
      [
        [cx0 - u * 2, top],
        [cx0 + cw / 2, top - u * 10],
        [cx0 + cw + u * 2, top],
      ],
      stone,
    );
  out += poly(
    [
      [cx0 + u * 4, top - u * 0.8],
      [cx0 + cw / 2, top - u * 7.6],
      [cx0 + cw - u * 4, top - u * 0.8],
    ],
    shadow,
  );
  return out + sideTrees(stage, x0, x0 + w, 1);
}

function stalls(stage: Stage, x0: number, w: number, count: number): string {
  const { rng, ground, u } = stage;
  let out = '';
  const sw = w / count;
  const produce = ['#e63946', '#f4a261', '#8ab17d', '#e9c46a', '#9b5de5'];
  for (let i = 0; i < count; i += 1) {
    const x = x0 + i * sw + u;
    const colors = pick(rng, AWNINGS);
    out += rect(x, ground - u * 16, u * 0.8, u * 16, '#5b4636') + rect(x + sw - u * 2.8, ground - u * 16, u * 0.8, u * 16, '#5b4636');
    out += awning(x - u, ground - u * 19, sw - u * 0.6, u * 4, colors);
    out += rect(x, ground - u * 7, sw - u * 2, u * 1.5, tone(stage, '#a0764f')) + rect(x + u, ground - u * 5.5, sw - u * 4, u * 5.5, tone(stage, '#8a5a3b'));
    for (let k = 0; k < 8; k += 1) out += circle(x + u * 1.5 + k * ((sw - u * 4) / 7), ground - u * 8, u * 1.1, pick(rng, produce));
  }
  return out;
}

function market(stage: Stage): string {
  const { rng, ground, u } = stage;
  const [x0, w] = span(stage, u * 96);
  let out = bunting(x0 - u * 4, x0 + w + u * 4, ground - u * 28, u * 3, u * 2.6, FESTIVE);
  out += stalls(stage, x0, w, 4);
  for (let i = 0; i < 5; i += 1)
    out += person(
      x0 + w * (0.05 + i * 0.22) + rng() * u * 4,
      ground + u * 6,
      u * between(rng, 11, 14),
      tone(stage, pick(rng, ['#2f4858', '#6b2e2e', '#3c5a3a', '#5a3a2e'])),
    );
  return out;
}

function ferrisWheel(stage: Stage, cx: number, r: number): string {
  const { ground, u } = stage;
  const cy = ground - r - u * 3;
  const frame = tone(stage, '#e9edf2');
  let out = poly(
    [
      [cx - r * 0.6, ground],
      [cx, cy],
      [cx + r * 0.6, ground],
      [cx + r * 0.5, ground],
      [cx, cy + u * 2],
      [cx - r * 0.5, ground],
    ],
    frame,
  );
  out += circle(cx, cy, r, 'none', `stroke="${frame}" stroke-width="${n(u * 0.8)}"`);
  for (let i = 0; i < 12; i += 1) {
    const a = (i / 12) * Math.PI * 2;
    const x = cx + Math.cos(a) * r;
    const y = cy + Math.sin(a) * r;
    out += line(cx, cy, x, y, frame, u * 0.3) + rect(x - u * 1.6, y, u * 3.2, u * 2.6, FESTIVE[i % FESTIVE.length] as string, `rx="${n(u * 0.6)}"`);
  }
  return out + circle(cx, cy, u * 1.5, frame);
}

function festival(stage: Stage): string {
  const { rng, ground, u } = stage;
  const [x0, w] = span(stage, u * 100);
  let out = ferrisWheel(stage, x0 + w * 0.14, u * 18);
  // A big peaked tent with flags, stalls beside it, and a crowd.
  const tx = x0 + w * 0.5;
  const tw = w * 0.42;
  const stripe = pick(rng, ['#c0392b', '#1f5f8b', '#2e7d5b']);
  out += rect(tx - tw / 2, ground - u * 14, tw, u * 14, tone(stage, '#f7f1e3'));
  for (let i = 0; i < 6; i += 2) out += rect(tx - tw / 2 + (tw * i) / 6, ground - u * 14, tw / 6, u * 14, tone(stage, stripe));
  out += poly(
    [
      [tx - tw / 2 - u * 2, ground - u * 14],
      [tx - tw / 4, ground - u * 26],
      [tx, ground - u * 18],
      [tx + tw / 4, ground - u * 26],
      [tx + tw / 2 + u * 2, ground - u * 14],
    ],
    tone(stage, '#f7f1e3'),
  );
  out += rect(tx - u * 4, ground - u * 10, u * 8, u * 10, '#3a2a1e');
  for (const fx of [tx - tw / 4, tx + tw / 4])
    out +=
      line(fx, ground - u * 26, fx, ground - u * 32, '#3b3b45', u * 0.4) +
      poly(
        [
          [fx, ground - u * 32],
          [fx + u * 5, ground - u * 30.5],
          [fx, ground - u * 29],
        ],
        stripe,
      );
  out += stalls(stage, x0 + w * 0.74, w * 0.26, 1);
  out += bunting(x0 + w * 0.25, x0 + w * 0.75, ground - u * 34, u * 2, u * 2.2, FESTIVE);
  for (let i = 0; i < 9; i += 1)
    out += person(x0 + w * (i / 8), ground + u * 7, u * between(rng, 10, 14), tone(stage, pick(rng, ['#2f4858', '#6b2e2e', '#3c5a3a', '#5a3a2e', '#e9c46a'])));
  return out;
}

function shop(stage: Stage): string {
  const { rng, ground, u } = stage;
  const [x0, w] = span(stage, u * 110);
  const count = 5;
  const bw = w / count;
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const x = x0 + i * bw;
    const h = u * between(rng, 24, 36);
    const wall = tone(stage, pick(rng, WALLS));
    out += rect(x, ground - h, bw, h, wall) + rect(x - u * 0.5, ground - h - u * 1.5, bw + u, u * 2, shade(wall, 0.7));
    out += windows(rng, x + u * 1.5, ground - h + u * 2, bw - u * 3, h - u * 17, 3, Math.max(1, Math.round((h - u * 17) / (u * 7))), lit(stage), unlit(stage));
    out += rect(x + u * 1.5, ground - u * 11, bw * 0.55, u * 9, lit(stage)) + rect(x + bw * 0.68, ground - u * 11, bw * 0.2, u * 11, tone(stage, '#3a2a1e'));
    out += awning(x + u, ground - u * 14.5, bw - u * 2, u * 3, pick(rng, AWNINGS));
  }
  for (const x of [x0 - u * 3, x0 + w + u * 3])
    out += rect(x - u * 0.5, ground - u * 16, u, u * 16, '#2a2f3a') + circle(x, ground - u * 17, u * 1.6, stage.palette.lights ? '#ffd166' : '#f3ede2');
  return out;
}

function barnBody(stage: Stage, x0: number, w: number, color: string, doors: 'x' | 'open'): string {
  const { ground, u } = stage;
  const h = u * 20;
  const top = ground - h;
  let out = poly(
    [
      [x0 - u, top],
      [x0 + w * 0.12, top - u * 10],
      [x0 + w / 2, top - u * 16],
      [x0 + w * 0.88, top - u * 10],
      [x0 + w + u, top],
    ],
    tone(stage, '#3b3b45'),
  );
  out +=
    rect(x0, top, w, h, color) +
    poly(
      [
        [x0 + u, top],
        [x0 + w * 0.13, top - u * 8.6],
        [x0 + w / 2, top - u * 14],
        [x0 + w * 0.87, top - u * 8.6],
        [x0 + w - u, top],
      ],
      color,
    );
  const trim = tone(stage, '#f7f1e3');
  const dw = w * 0.34;
  const dx = x0 + (w - dw) / 2;
  const dy = top + u * 5;
  out += rect(x0 + w / 2 - u * 3, top - u * 8, u * 6, u * 5, doors === 'open' ? lit(stage) : trim);
  if (doors === 'open') {
    out += rect(dx, dy, dw, ground - dy, '#f6c26b') + rect(dx + u, dy + u, dw - u * 2, ground - dy - u, '#ffdf9e', 'fill-opacity="0.8"');
  } else {
    out += rect(dx, dy, dw, ground - dy, 'none', `stroke="${trim}" stroke-width="${n(u * 0.9)}"`);
    out += line(dx, dy, dx + dw, ground, trim, u * 0.8) + line(dx + dw, dy, dx, ground, trim, u * 0.8);
  }
  return out;
}

function farm(stage: Stage): string {
  const { rng, ground, u, width, height, palette } = stage;
  const [x0, w] = span(stage, u * 70);
  const bw = w * 0.62;
  let out = '';
  // Silo, red barn, a fence, then the rows of the fields running to the viewer.
  const sx = x0 + bw + u * 4;
  out += rect(sx, ground - u * 34, u * 10, u * 34, tone(stage, '#b8c2cc')) + circle(sx + u * 5, ground - u * 34, u * 5, tone(stage, '#8e9aa6'));
  for (let i = 1; i < 6; i += 1) out += line(sx, ground - i * u * 6, sx + u * 10, ground - i * u * 6, tone(stage, '#9aa5b0'), u * 0.3);
  out += barnBody(stage, x0, bw, tone(stage, pick(rng, ['#a8322a', '#b0553d', '#8c2f2a'])), 'x');
  if (rng() < 0.5) {
    for (let i = 0; i < 4; i += 1) {
      const tx = sx + u * (18 + i * 9);
      out += roundTree(tx, ground + u, u * 14, tone(stage, '#4e7f3a'));
      for (let k = 0; k < 5; k += 1)
        out += circle(tx + (rng() - 0.5) * u * 8, ground + u - u * 8.7 + (rng() - 0.5) * u * 6, u * 0.8, pick(rng, ['#e63946', '#f4a261']));
    }
  }
  const bands = ['#c9a74a', tone(stage, shade(palette.ridges[2], 1.1)), '#8ab17d', '#d9b36c'];
  const rowTop = ground + u * 4;
  for (let i = 0; i < 4; i += 1) {
    const y = rowTop + ((height - rowTop) * i) / 4;
    out += rect(0, y, width, height - y, tone(stage, bands[i] as string));
    for (let k = 1; k < 4; k += 1)
      out += line(
        0,
        y + ((height - rowTop) / 4) * (k / 4),
        width,
        y + ((height - rowTop) / 4) * (k / 4),
        shade(tone(stage, bands[i] as string), 0.85),
        u * 0.4,
      );
  }
  const wood = tone(stage, '#f3ede2');
  out += line(0, ground + u * 1.5, width, ground + u * 1.5, wood, u * 0.5) + line(0, ground + u * 3.5, width, ground + u * 3.5, wood, u * 0.5);
  for (let x = u * 3; x < width; x += u * 8) out += rect(x, ground, u * 0.8, u * 5, wood);
  return out;
}

function barn(stage: Stage): string {
  const { rng, ground, u } = stage;
  const [x0, w] = span(stage, u * 60);
  let out = barnBody(stage, x0, w, tone(stage, pick(rng, ['#e8e2d6', '#9c6b4e', '#7a4e33'])), 'open');
  // Lights strung from the barn, and dressed tables on the lawn.
  out += stringLights(x0 - u * 24, x0 + w / 2, ground - u * 24, u * 4, u * 0.8, '#ffd166');
  out += stringLights(x0 + w / 2, x0 + w + u * 24, ground - u * 24, u * 4, u * 0.8, '#ffd166');
  out +=
    line(x0 - u * 24, ground - u * 24, x0 - u * 24, ground + u * 6, '#3b3b45', u * 0.6) +
    line(x0 + w + u * 24, ground - u * 24, x0 + w + u * 24, ground + u * 6, '#3b3b45', u * 0.6);
  for (let i = 0; i < 4; i += 1) {
    const tx = x0 - u * 12 + i * (w + u * 24) * 0.33 + rng() * u * 2;
    out += ellipse(tx, ground + u * 5, u * 5, u * 1.4, '#ffffff') + rect(tx - u * 4.6, ground + u * 5, u * 9.2, u * 3.5, '#f3ede2');
  }
  return out;
}

function hall(stage: Stage): string {
  const { rng, ground, u } = stage;
  const [x0, w] = span(stage, u * 86);
  const glass = tone(stage, pick(rng, ['#7fa7c2', '#6e97b3', '#89b0c7']));
  const frame = tone(stage, '#d8dde2');
  let out = rect(x0 + w * 0.58, ground - u * 42, w * 0.3, u * 42, frame) + rect(x0, ground - u * 24, w, u * 24, frame);
  // Glass walls reflecting the sky, a canopy over the doors, flags out front.
  out += rect(x0 + w * 0.6, ground - u * 40, w * 0.26, u * 38, glass) + rect(x0 + u * 2, ground - u * 22, w * 0.56, u * 20, glass);
  for (let i = 1; i < 7; i += 1)
    out += line(x0 + w * 0.6 + (w * 0.26 * i) / 7, ground - u * 40, x0 + w * 0.6 + (w * 0.26 * i) / 7, ground - u * 2, frame, u * 0.4);
  for (let i = 1; i < 8; i += 1) out += line(x0 + w * 0.6, ground - u * 2 - i * u * 5, x0 + w * 0.86, ground - u * 2 - i * u * 5, frame, u * 0.4);
  for (let i = 1; i < 10; i += 1)
    out += line(x0 + u * 2 + (w * 0.56 * i) / 10, ground - u * 22, x0 + u * 2 + (w * 0.56 * i) / 10, ground - u * 2, frame, u * 0.4);
  out += line(x0 + u * 2, ground - u * 12, x0 + w * 0.58, ground - u * 12, frame, u * 0.5);
  out += poly(
    [
      [x0 + w * 0.62, ground - u * 44],
      [x0 + w * 0.84, ground - u * 44],
      [x0 + w * 0.86, ground - u * 42],
      [x0 + w * 0.6, ground - u * 42],
    ],
    frame,
  );
  out += rect(x0 + w * 0.2, ground - u * 10, w * 0.2, u * 1.5, tone(stage, '#3b3b45')) + rect(x0 + w * 0.24, ground - u * 8.5, w * 0.12, u * 8.5, lit(stage));
  const flags = ['#1e407c', '#c0392b', '#2e7d5b'];
  for (let i = 0; i < 3; i += 1) {
    const fx = x0 - u * 12 + i * u * 4;
    out += line(fx, ground, fx, ground - u * 26, '#8e9aa6', u * 0.5) + rect(fx, ground - u * 26, u * 6, u * 3.6, flags[i] as string);
  }
  return out + sideTrees(stage, x0 - u * 8, x0 + w, 1);
}

function golf(stage: Stage): string {
  const { rng, ground, u, width, height } = stage;
  const grass = tone(stage, pick(rng, ['#6f9a56', '#79a85a', '#5f8f4e']));
  let out = `<path d="M0 ${n(ground + u * 6)} C${n(width * 0.3)} ${n(ground - u * 2)} ${n(width * 0.7)} ${n(ground + u * 10)} ${n(width)} ${n(ground + u * 2)} L${n(width)} ${n(height)} L0 ${n(height)} Z" fill="${grass}"/>`;
  out += `<path d="M${n(width * 0.1)} ${n(height)} C${n(width * 0.3)} ${n(ground + u * 14)} ${n(stage.cx - u * 20)} ${n(ground + u * 6)} ${n(stage.cx)} ${n(ground + u * 4)} C${n(stage.cx + u * 30)} ${n(ground + u * 8)} ${n(width * 0.8)} ${n(ground + u * 16)} ${n(width * 0.7)} ${n(height)} Z" fill="${shade(grass, 1.18)}"/>`;
  // The green, its flag, a bunker and a pond.
  const gx = stage.cx;
  const gy = ground + u * 5;
  out += ellipse(gx, gy, u * 16, u * 4, shade(grass, 1.32));
  out += ellipse(gx - u * 22, gy + u * 4, u * 9, u * 2.4, tone(stage, '#e8d8a8'));
  if (rng() < 0.6) out += ellipse(gx + u * 28, gy + u * 10, u * 14, u * 3.4, 'url(#water)');
  out +=
    line(gx + u * 2, gy, gx + u * 2, gy - u * 18, '#f3ede2', u * 0.5) +
    poly(
      [
        [gx + u * 2, gy - u * 18],
        [gx + u * 10, gy - u * 15.5],
        [gx + u * 2, gy - u * 13],
      ],
      '#d62828',
    );
  out += ellipse(gx + u * 2, gy, u * 1, u * 0.4, '#2a2a2a');
  out += person(width * 0.3, height - u * 6, u * 18, tone(stage, '#2f4858'));
  out += line(width * 0.3 + u * 2, height - u * 16, width * 0.3 + u * 9, height - u * 24, '#b8c2cc', u * 0.5);
  return out + sideTrees(stage, gx - u * 30, gx + u * 40, 2);
}

function ski(stage: Stage): string {
  const { rng, ground, u, width, height, palette } = stage;
  const snowy = palette.ridges[3] === '#f7fafc' || palette.ridges[2] === '#dfe8f0' || palette.stars;
  const slope = snowy ? '#f4f7fa' : tone(stage, shade(palette.ridges[2], 1.05));
  const peakX = stage.cx + (rng() - 0.5) * u * 20;
  const peakY = ground - u * 46;
  let out = `<path d="M${n(peakX - u * 90)} ${n(ground + u * 4)} Q${n(peakX - u * 20)} ${n(peakY + u * 6)} ${n(peakX)} ${n(peakY)} Q${n(peakX + u * 24)} ${n(peakY + u * 8)} ${n(peakX + u * 90)} ${n(ground + u * 4)} L${n(width + u * 100)} ${n(height)} L${n(-u * 100)} ${n(height)} Z" fill="${slope}"/>`;
  // Runs cut through the forest, a chairlift climbing, a lodge at the bottom.
  const pines = tone(stage, snowy ? '#2f4858' : shade(palette.ridges[3], 0.9));
  for (let i = 0; i < 70; i += 1) {
    const t = rng();
    const y = peakY + u * 8 + t * (ground - peakY);
    const spread = u * 12 + t * u * 70;
    const x = peakX + (rng() - 0.5) * 2 * spread;
    if (Math.abs(x - peakX - (y - peakY) * 0.25) < u * 6 || Math.abs(x - peakX + (y - peakY) * 0.5) < u * 5) continue;
    out += pine(x, y, u * (3 + t * 5), pines);
  }
  const baseX = peakX + u * 40;
  out += line(baseX, ground, peakX + u * 4, peakY + u * 4, '#3b3b45', u * 0.4);
  for (let i = 0; i < 4; i += 1) {
    const t = i / 3;
    const x = baseX + (peakX + u * 4 - baseX) * t;
    const y = ground + (peakY + u * 4 - ground) * t;
    out += line(x, y, x, y + u * 6, '#5d6670', u * 0.8) + line(x - u * 1.5, y, x + u * 1.5, y, '#5d6670', u * 0.6);
  }
  for (let i = 0; i < 6; i += 1) {
    const t = (i + 0.5) / 6;
    const x = baseX + (peakX + u * 4 - baseX) * t;
    const y = ground + (peakY + u * 4 - ground) * t;
    out += line(x, y, x, y + u * 2.5, '#3b3b45', u * 0.3) + rect(x - u * 1.2, y + u * 2.5, u * 2.4, u * 1.2, '#c0392b');
  }
  const lx = baseX + u * 4;
  out += poly(
    [
      [lx - u * 10, ground + u * 6],
      [lx, ground - u * 8],
      [lx + u * 10, ground + u * 6],
    ],
    tone(stage, '#7a4e33'),
  );
  out += poly(
    [
      [lx - u * 11, ground + u * 6.5],
      [lx, ground - u * 9.5],
      [lx + u * 11, ground + u * 6.5],
      [lx + u * 9, ground + u * 6.5],
      [lx, ground - u * 7],
      [lx - u * 9, ground + u * 6.5],
    ],
    snowy ? '#ffffff' : tone(stage, '#3b3b45'),
  );
  out += rect(lx - u * 3, ground, u * 6, u * 5, lit(stage));
  for (let i = 0; i < 5; i += 1)
    out += person(peakX - u * 30 + rng() * u * 40, ground + u * (6 + rng() * 12), u * 4, pick(rng, ['#c0392b', '#1f5f8b', '#2a2f3a', '#e9c46a']));
  return out;
}

function holiday(stage: Stage): string {
  const { rng, ground, u, width, height } = stage;
  let out = rect(0, ground, width, height - ground, '#eef3f8');
  // Cottages with lit windows and eaves lights, and a great tree in the middle.
  for (const side of [-1, 1]) {
    for (let i = 0; i < 2; i += 1) {
      const x = stage.cx + side * u * (30 + i * 22) - u * 9;
      const h = u * between(rng, 12, 16);
      out +=
        rect(x, ground - h, u * 18, h, tone(stage, pick(rng, WALLS))) +
        poly(
          [
            [x - u * 2, ground - h],
            [x + u * 9, ground - h - u * 9],
            [x + u * 20, ground - h],
          ],
          '#f4f7fa',
        );
      out += rect(x + u * 3, ground - h + u * 4, u * 4, u * 4, '#ffd166') + rect(x + u * 11, ground - h + u * 4, u * 4, u * 4, '#ffd166');
      for (let k = 0; k <= 8; k += 1) out += circle(x - u * 1.5 + (u * 21 * k) / 8, ground - h + u * 0.6, u * 0.6, FESTIVE[k % 4] as string);
    }
  }
  const tx = stage.cx;
  const green = '#1f4d3a';
  for (let tier = 0; tier < 4; tier += 1) {
    const y = ground - u * (8 + tier * 9);
    const half = u * (17 - tier * 3.6);
    out += poly(
      [
        [tx - half, y],
        [tx, y - u * 16],
        [tx + half, y],
      ],
      green,
    );
    out += `<path d="M${n(tx - half)} ${n(y)} Q${n(tx)} ${n(y + u * 2)} ${n(tx + half)} ${n(y)}" fill="none" stroke="#f4f7fa" stroke-width="${n(u * 0.8)}"/>`;
  }
  out += rect(tx - u * 2, ground - u * 8, u * 4, u * 8, '#5b4636');
  for (let i = 0; i < 30; i += 1) {
    const t = rng();
    const y = ground - u * 9 - t * u * 40;
    const half = u * 16 * (1 - t * 0.85);
    const color = pick(rng, ['#ffd166', '#e63946', '#7ad7ff', '#f7f1e3']);
    const x = tx + (rng() - 0.5) * 2 * half * 0.8;
    out += circle(x, y, u * 1.4, color, 'fill-opacity="0.3"') + circle(x, y, u * 0.55, color);
  }
  out += poly(
    Array.from({ length: 10 }, (_, i) => {
      const a = -Math.PI / 2 + (i * Math.PI) / 5;
      const r = i % 2 === 0 ? u * 3 : u * 1.3;
      return [tx + Math.cos(a) * r, ground - u * 52 + Math.sin(a) * r] as const;
    }),
    '#ffd166',
  );
  for (let i = 0; i < 40; i += 1) out += circle(rng() * width, rng() * ground, u * 0.4, '#ffffff', 'fill-opacity="0.8"');
  return out;
}

function spa(stage: Stage): string {
  const { rng, ground, u } = stage;
  const [x0, w] = span(stage, u * 80);
  const wood = tone(stage, pick(rng, ['#b08963', '#9c6b4e', '#c9a27e']));
  // A low timber house, a steaming pool, stacked stones and bamboo.
  let out = rect(x0 + w * 0.5, ground - u * 18, w * 0.5, u * 18, wood) + rect(x0 + w * 0.46, ground - u * 20, w * 0.58, u * 2.5, tone(stage, '#3b3b45'));
  out += rect(x0 + w * 0.56, ground - u * 14, w * 0.36, u * 10, lit(stage));
  for (let i = 1; i < 4; i += 1)
    out += line(x0 + w * 0.56 + (w * 0.36 * i) / 4, ground - u * 14, x0 + w * 0.56 + (w * 0.36 * i) / 4, ground - u * 4, wood, u * 0.6);
  const px = x0 + w * 0.28;
  out += ellipse(px, ground + u * 6, w * 0.3, u * 6, tone(stage, '#d8d2c4')) + ellipse(px, ground + u * 6, w * 0.27, u * 4.8, tone(stage, '#5fb3b3'));
  out += ellipse(px - w * 0.05, ground + u * 5, w * 0.12, u * 1.5, '#ffffff', 'fill-opacity="0.35"');
  for (let i = 0; i < 4; i += 1) {
    const sx = px - w * 0.18 + i * w * 0.12;
    out += `<path d="M${n(sx)} ${n(ground + u * 3)} q${n(-u * 3)} ${n(-u * 5)} 0 ${n(-u * 10)} q${n(u * 3)} ${n(-u * 5)} 0 ${n(-u * 10)}" fill="none" stroke="#ffffff" stroke-opacity="0.6" stroke-width="${n(u * 1.2)}" stroke-linecap="round"/>`;
  }
  const sx = x0 - u * 4;
  const stones = ['#7d7570', '#938677', '#6b6560', '#a39a8f'];
  for (let i = 0; i < 4; i += 1) out += ellipse(sx, ground + u * 4 - i * u * 3.2, u * (6 - i * 1.2), u * 1.8, tone(stage, stones[i] as string));
  for (let i = 0; i < 6; i += 1) {
    const bx = x0 + w + u * (3 + i * 2.2);
    out += rect(bx, ground - u * (22 + (i % 3) * 4), u * 1, u * (22 + (i % 3) * 4), tone(stage, '#6f9a56'));
    out += ellipse(bx + u * 2, ground - u * (18 + (i % 3) * 4), u * 2.4, u * 0.8, tone(stage, '#8ab17d'));
  }
  return out;
}

function balloon(stage: Stage, x: number, y: number, r: number): string {
  const { rng, u } = stage;
  const colors = [pick(rng, FESTIVE), pick(rng, FESTIVE), '#f7f1e3'];
  let out = `<path d="M${n(x - r)} ${n(y)} A${n(r)} ${n(r)} 0 1 1 ${n(x + r)} ${n(y)} Q${n(x + r * 0.8)} ${n(y + r * 0.9)} ${n(x + r * 0.25)} ${n(y + r * 1.35)} L${n(x - r * 0.25)} ${n(y + r * 1.35)} Q${n(x - r * 0.8)} ${n(y + r * 0.9)} ${n(x - r)} ${n(y)} Z" fill="${colors[0]}"/>`;
  for (const k of [0.66, 0.33]) {
    out += `<path d="M${n(x - r * k)} ${n(y)} A${n(r * k)} ${n(r)} 0 1 1 ${n(x + r * k)} ${n(y)} Q${n(x + r * k * 0.7)} ${n(y + r * 0.9)} ${n(x + r * 0.12)} ${n(y + r * 1.35)} L${n(x - r * 0.12)} ${n(y + r * 1.35)} Q${n(x - r * k * 0.7)} ${n(y + r * 0.9)} ${n(x - r * k)} ${n(y)} Z" fill="${k > 0.5 ? colors[1] : colors[2]}"/>`;
  }
  out +=
    line(x - r * 0.25, y + r * 1.35, x - r * 0.18, y + r * 1.7, '#3b3b45', u * 0.2) +
    line(x + r * 0.25, y + r * 1.35, x + r * 0.18, y + r * 1.7, '#3b3b45', u * 0.2);
  return out + rect(x - r * 0.2, y + r * 1.7, r * 0.4, r * 0.3, '#8a5a3b');
}

function balloons(stage: Stage): string {
  const { rng, u, width, horizon } = stage;
  let out = '';
  const count = 3 + Math.floor(rng() * 3);
  for (let i = 0; i < count; i += 1) {
    const r = u * (i === 0 ? 11 : between(rng, 3, 7));
    const x = i === 0 ? stage.cx : width * (0.08 + ((i - 1) / Math.max(1, count - 2)) * 0.84) + (rng() - 0.5) * u * 6;
    out += balloon(stage, x, horizon * between(rng, 0.25, 0.7), r);
  }
  return out;
}

function train(stage: Stage): string {
  const { rng, ground, u, width } = stage;
  const track = ground + u * 2;
  let out = rect(0, track, width, u * 1.2, '#5b4f47');
  for (let x = 0; x < width; x += u * 3) out += rect(x, track + u * 0.8, u * 1.6, u * 1.2, '#3a2a1e');
  out += line(0, track, width, track, '#8e9aa6', u * 0.5);
  const [x0, w] = span(stage, u * 100);
  const body = pick(rng, ['#1f1f24', '#2f4858', '#6b2e2e']);
  const coach = tone(stage, pick(rng, ['#6b2e2e', '#2e5d3a', '#1f4f7a']));
  // Two coaches, then the engine: boiler, stack, cab, wheels, and its smoke.
  for (let c = 0; c < 2; c += 1) {
    const cx = x0 + c * w * 0.3;
    out += rect(cx, track - u * 16, w * 0.28, u * 13, coach) + rect(cx - u, track - u * 17.5, w * 0.28 + u * 2, u * 2, tone(stage, '#3b3b45'));
    out += windows(rng, cx + u, track - u * 14, w * 0.28 - u * 2, u * 6, 5, 1, lit(stage), lit(stage));
    for (const k of [0.2, 0.8]) out += circle(cx + w * 0.28 * k, track - u * 2, u * 2.2, '#1a1a1a');
  }
  const ex = x0 + w * 0.62;
  out += rect(ex, track - u * 22, w * 0.12, u * 18, body) + rect(ex - u, track - u * 23.5, w * 0.12 + u * 2, u * 2, body);
  out += rect(ex + u * 1.5, track - u * 20, w * 0.12 - u * 3, u * 5, lit(stage));
  out += rect(ex + w * 0.12, track - u * 14, w * 0.22, u * 10, body) + circle(ex + w * 0.34, track - u * 9, u * 5, shade(body, 1.2));
  out += poly(
    [
      [ex + w * 0.26, track - u * 14],
      [ex + w * 0.3, track - u * 14],
      [ex + w * 0.31, track - u * 22],
      [ex + w * 0.25, track - u * 22],
    ],
    body,
  );
  out +=
    circle(ex + w * 0.36, track - u * 11, u * 1.2, '#ffd166') +
    poly(
      [
        [ex + w * 0.34, track - u * 4],
        [ex + w * 0.38, track],
        [ex + w * 0.32, track],
      ],
      '#c0392b',
    );
  for (const k of [0.15, 0.22, 0.29]) out += circle(ex + w * k, track - u * 3, u * 3, '#1a1a1a') + circle(ex + w * k, track - u * 3, u * 1.6, '#c0392b');
  for (let i = 0; i < 6; i += 1) {
    out += circle(ex + w * 0.28 - i * u * 7, track - u * (26 + i * 3), u * (3 + i * 1.2), '#f1f1f1', 'fill-opacity="0.7"');
  }
  return out;
}

function family(stage: Stage): string {
  const { rng, ground, u } = stage;
  const [x0, w] = span(stage, u * 90);
  let out = ferrisWheel(stage, x0 + w * 0.7, u * 24);
  // A carousel with a striped roof, and balloons on strings.
  const cx = x0 + w * 0.26;
  const cw = w * 0.42;
  const stripe = pick(rng, ['#e63946', '#1f5f8b', '#2a9d8f']);
  for (let i = 0; i < 8; i += 1) {
    const a = x0 + w * 0.05 + (cw * i) / 8;
    out += poly(
      [
        [cx, ground - u * 34],
        [a, ground - u * 20],
        [a + cw / 8, ground - u * 20],
      ],
      i % 2 ? '#f7f1e3' : stripe,
    );
  }
  out += rect(x0 + w * 0.05, ground - u * 20, cw, u * 2, stripe);
  out += rect(x0 + w * 0.06, ground - u * 18, cw - u * 2, u * 16, tone(stage, '#3a2a1e'), 'fill-opacity="0.35"');
  for (let i = 0; i < 5; i += 1) {
    const px = x0 + w * 0.08 + (cw - u * 4) * (i / 4);
    out += line(px, ground - u * 18, px, ground - u * 2, '#e9c46a', u * 0.5) + ellipse(px, ground - u * (7 + (i % 2) * 3), u * 2.4, u * 1.4, '#f7f1e3');
  }
  out += rect(x0 + w * 0.04, ground - u * 2, cw + u * 2, u * 2, tone(stage, '#8e9aa6'));
  out += poly(
    [
      [cx - u, ground - u * 34],
      [cx, ground - u * 38],
      [cx + u, ground - u * 34],
    ],
    '#e9c46a',
  );
  for (let i = 0; i < 3; i += 1) {
    const bx = x0 + w * 0.48 + i * u * 3;
    out +=
      line(bx, ground - u * 2, bx + (i - 1) * u * 2, ground - u * 18, '#3b3b45', u * 0.2) +
      ellipse(bx + (i - 1) * u * 2, ground - u * 20, u * 2, u * 2.6, FESTIVE[i] as string);
  }
  return out;
}

export const SUBJECT_ART: Record<Subject, SubjectArt> = {
  diner: { draw: (stage) => storefront(stage, 'diner') },
  cafe: { draw: (stage) => storefront(stage, 'cafe'), themes: ['golden', 'summer', 'mist'] },
  brewery: { draw: brewery, themes: ['golden', 'dusk', 'autumn'] },
  vineyard: { draw: vineyard, themes: ['golden', 'autumn', 'summer'], ground: 0.6 },
  inn: { draw: inn },
  cabin: { draw: cabin, themes: ['autumn', 'summer', 'mist', 'dusk'] },
  cavern: { draw: cavern, ground: 0.8 },
  stadium: { draw: stadium, themes: ['dusk', 'autumn', 'summer'] },
  trail: { draw: trail, ground: 0.62 },
  lake: { draw: lake, ground: 0.66 },
  stream: { draw: stream, ground: 0.6 },
  concert: { draw: concert, themes: ['dusk', 'night'] },
  theatre: { draw: theatre, themes: ['dusk', 'night', 'golden'], ground: 0.82 },
  museum: { draw: museum, ground: 0.8 },
  market: { draw: market, themes: ['summer', 'golden', 'autumn', 'spring'], ground: 0.78 },
  festival: { draw: festival, themes: ['summer', 'golden', 'dusk'], ground: 0.78 },
  shop: { draw: shop, ground: 0.82 },
  farm: { draw: farm, themes: ['summer', 'autumn', 'golden', 'spring'], ground: 0.66 },
  barn: { draw: barn, themes: ['dusk', 'golden'], ground: 0.74 },
  hall: { draw: hall, ground: 0.8 },
  golf: { draw: golf, themes: ['summer', 'spring', 'golden'], ground: 0.62 },
  ski: { draw: ski, themes: ['winter'], ground: 0.74 },
  holiday: { draw: holiday, themes: ['holiday'], ground: 0.78 },
  spa: { draw: spa, themes: ['mist', 'golden'], ground: 0.74 },
  balloon: { draw: balloons, themes: ['golden', 'summer', 'autumn'] },
  train: { draw: train, ground: 0.78 },
  family: { draw: family, themes: ['summer', 'spring', 'golden'], ground: 0.8 },
};
