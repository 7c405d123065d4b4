import { createHash } from 'node:crypto';

// Drawing helpers shared by the valley scenes (scene.ts) and the subjects drawn into them (subjects.ts): SVG source as strings.

export interface Palette {
  sky: [string, string];
  sun: string;
  /** Ridges from far to near. */
  ridges: [string, string, string, string];
  accent: string;
  /** Lit windows and lamps (dusk, night, winter). */
  lights: boolean;
  stars: boolean;
  clouds: string | null;
  /** Evening light: buildings and people are drawn darker. */
  dark?: boolean;
}

export type Rng = () => number;

export function rngFrom(text: string): Rng {
  const digest = createHash('sha256').update(text).digest();
  let state = digest.readUInt32LE(0);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)] as T;
export const between = (rng: Rng, low: number, high: number) => low + rng() * (high - low);
export const n = (value: number) => (Math.round(value * 10) / 10).toString();

/** Darkens (factor < 1) or lightens (factor > 1, towards white) a #rrggbb colour. */
export function shade(hex: string, factor = 0.7): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const c = (value >> shift) & 255;
    return Math.round(factor <= 1 ? c * factor : c + (255 - c) * (factor - 1));
  };
  return `#${[16, 8, 0].map((shift) => Math.min(255, channel(shift)).toString(16).padStart(2, '0')).join('')}`;
}

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(Math.max(0, w))}" height="${n(Math.max(0, h))}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
export const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
export const poly = (points: readonly (readonly [number, number])[], fill: string, extra = '') =>
  `<path d="M${points.map(([x, y]) => `${n(x)} ${n(y)}`).join(' L')} Z" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
export const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width: number, extra = '') =>
  `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${stroke}" stroke-width="${n(width)}"${extra ? ` ${extra}` : ''}/>`;

/** A ridge line: a few sines of random phase, so each layer has its own skyline. */
export function ridgeFunction(rng: Rng, width: number, base: number, amplitude: number) {
  const waves = Array.from({ length: 3 }, (_, index) => ({
    frequency: (0.6 + rng() * 1.4) * (index + 1) * ((2 * Math.PI) / width),
    phase: rng() * Math.PI * 2,
    weight: amplitude / (index + 1.3),
  }));
  return (x: number) => base - waves.reduce((sum, wave) => sum + Math.sin(x * wave.frequency + wave.phase) * wave.weight, 0);
}

export function ridgePath(f: (x: number) => number, width: number, height: number): string {
  const steps = 40;
  let d = `M0 ${height} L0 ${n(f(0))}`;
  for (let i = 1; i <= steps; i += 1) {
    const x = (i / steps) * width;
    d += ` L${n(x)} ${n(f(x))}`;
  }
  return `${d} L${width} ${height} Z`;
}

export const pine = (x: number, base: number, h: number, fill: string) =>
  poly(
    [
      [x, base - h],
      [x + h * 0.24, base],
      [x - h * 0.24, base],
    ],
    fill,
  );

/** A broadleaf tree: trunk and a round crown. */
export const roundTree = (x: number, base: number, h: number, crown: string, trunk = '#5b4636') =>
  rect(x - h * 0.05, base - h * 0.45, h * 0.1, h * 0.45, trunk) + circle(x, base - h * 0.62, h * 0.36, crown);

/** A standing figure seen from afar: head and shoulders on a body. */
export function person(x: number, base: number, h: number, fill: string): string {
  const w = h * 0.3;
  return `<path d="M${n(x - w / 2)} ${n(base)} L${n(x - w / 2)} ${n(base - h * 0.62)} Q${n(x)} ${n(base - h * 0.8)} ${n(x + w / 2)} ${n(base - h * 0.62)} L${n(x + w / 2)} ${n(base)} Z" fill="${fill}"/>${circle(x, base - h * 0.87, h * 0.13, fill)}`;
}

/** A string of small triangular flags hung between two points. */
export function bunting(x1: number, x2: number, y: number, sag: number, size: number, colors: readonly string[]): string {
  const count = Math.max(3, Math.floor((x2 - x1) / (size * 1.5)));
  let out = `<path d="M${n(x1)} ${n(y)} Q${n((x1 + x2) / 2)} ${n(y + sag * 2)} ${n(x2)} ${n(y)}" fill="none" stroke="#3a3a3a" stroke-width="${n(size * 0.08)}"/>`;
  for (let i = 0; i < count; i += 1) {
    const t = (i + 0.5) / count;
    const x = x1 + (x2 - x1) * t;
    const yy = y + sag * 4 * t * (1 - t);
    out += poly(
      [
        [x - size / 2, yy],
        [x + size / 2, yy],
        [x, yy + size * 1.1],
      ],
      colors[i % colors.length] as string,
    );
  }
  return out;
}

/** Festoon lights: a sagging wire with glowing bulbs. */
export function stringLights(x1: number, x2: number, y: number, sag: number, size: number, color: string): string {
  const count = Math.max(4, Math.floor((x2 - x1) / (size * 3)));
  let out = `<path d="M${n(x1)} ${n(y)} Q${n((x1 + x2) / 2)} ${n(y + sag * 2)} ${n(x2)} ${n(y)}" fill="none" stroke="#2b2b2b" stroke-width="${n(size * 0.15)}"/>`;
  for (let i = 0; i <= count; i += 1) {
    const t = i / count;
    const x = x1 + (x2 - x1) * t;
    const yy = y + sag * 4 * t * (1 - t) + size * 0.5;
    out += circle(x, yy, size * 1.2, color, 'fill-opacity="0.25"') + circle(x, yy, size * 0.5, color);
  }
  return out;
}

/** A grid of windows in a wall; some dark, so a lit building does not look like a spreadsheet. */
export function windows(rng: Rng, x: number, y: number, w: number, h: number, cols: number, rows: number, lit: string, dark: string): string {
  let out = '';
  const cw = w / cols;
  const rh = h / rows;
  for (let row = 0; row < rows; row += 1) {
    for (let col = 0; col < cols; col += 1) {
      out += rect(x + col * cw + cw * 0.22, y + row * rh + rh * 0.18, cw * 0.56, rh * 0.64, rng() < 0.25 ? dark : lit);
    }
  }
  return out;
}

/** A striped awning with a scalloped edge. */
export function awning(x: number, y: number, w: number, h: number, colors: readonly [string, string]): string {
  const stripes = Math.max(4, Math.round(w / (h * 0.9)));
  const sw = w / stripes;
  let out = '';
  for (let i = 0; i < stripes; i += 1) {
    const color = colors[i % 2] as string;
    out += poly(
      [
        [x + i * sw, y],
        [x + (i + 1) * sw, y],
        [x + (i + 1) * sw + sw * 0.08, y + h],
        [x + i * sw - sw * 0.08, y + h],
      ],
      color,
    );
    out += circle(x + (i + 0.5) * sw, y + h, sw / 2, color);
  }
  return out;
}
