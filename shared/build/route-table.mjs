// The shell's route table (shell/src/config/route-table.json) is written from each remote's
// src/config/paths.ts by scripts/gen-route-table.mjs, and each remote's paths.test.ts checks the two agree (decisions 036, 077).
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Where the table lives in the shell's folder. */
export const ROUTE_TABLE_FILE = path.join('src', 'config', 'route-table.json');

const segments = (pattern) => pattern.split('/').filter(Boolean);

/** Whether some pathname matches both patterns (a concrete path is a pattern without parameters). */
export function patternsOverlap(a, b) {
  const left = segments(a);
  const right = segments(b);
  const same = (part, index) => part.startsWith(':') || right[index].startsWith(':') || part.toLowerCase() === right[index].toLowerCase();
  return left.length === right.length && left.every(same);
}

/** A route's href builder given one sample value per parameter must give the pattern with those values. */
function hrefProblems(name, { pattern, href }) {
  const params = segments(pattern).filter((part) => part.startsWith(':'));
  const values = params.map((_, index) => `sample-${index + 1}`);
  let index = 0;
  const expected = pattern.replace(/:[^/]+/g, () => values[index++]);
  if (href.length !== params.length) return [`${name}: href takes ${href.length} argument(s), ${pattern} has ${params.length} parameter(s)`];
  const actual = href(...values);
  return actual === expected ? [] : [`${name}: href gives ${actual}, ${pattern} wants ${expected}`];
}

/**
 * Every disagreement between a remote's paths and the shell's table, as sentences; none means the shell routes exactly the remote's paths.
 * @param {object} options
 * @param {string} options.owner       the remote's federation name ('mf_events')
 * @param {Record<string, { pattern: string, href: (...values: any[]) => string }>} options.paths
 * @param {string} options.shellDir
 * @param {string[]} [options.links]   paths of other owners the remote links to: each must be routed by the table
 */
export function checkRouteTable({ owner, paths, shellDir, links = [] }) {
  const file = path.join(shellDir, ROUTE_TABLE_FILE);
  const table = JSON.parse(readFileSync(file, 'utf8'));
  const own = Object.fromEntries(Object.entries(paths).map(([name, route]) => [name, route.pattern]));
  const problems = [];
  const listed = table[owner] ?? {};
  const where = `${path.basename(shellDir)}/${ROUTE_TABLE_FILE}`;
  for (const name of new Set([...Object.keys(own), ...Object.keys(listed)])) {
    if (own[name] === listed[name]) continue;
    problems.push(
      `${owner}.${name} is ${own[name] ?? 'absent'} in paths.ts, ${listed[name] ?? 'absent'} in ${where}: run \`node scripts/gen-route-table.mjs\``,
    );
  }
  for (const [name, route] of Object.entries(paths)) problems.push(...hrefProblems(name, route));
  for (const [other, routes] of Object.entries(table)) {
    if (other === owner) continue;
    for (const pattern of Object.values(own)) {
      const clash = Object.values(routes).find((theirs) => patternsOverlap(pattern, theirs));
      if (clash) problems.push(`${pattern} overlaps ${other}'s ${clash}: one path, two owners`);
    }
  }
  const routed = Object.values(table).flatMap((routes) => Object.values(routes));
  for (const link of links) {
    if (!routed.some((pattern) => patternsOverlap(pattern, link))) problems.push(`${link} is routed by no owner: it would be a CMS page`);
  }
  return problems;
}
