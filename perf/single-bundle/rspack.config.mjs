// The single-bundle build: the shell's own build config minus Module Federation, so loaders, CSS and template cannot drift, with the
// federation loader modules swapped for direct imports; SINGLE_SPLIT=static|lazy (perf/README.md). Output: perf/.out/single.
import path from 'node:path';
import { createAppConfig } from '../../shared/build/rspack-config.mjs';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const SHELL = path.join(ROOT, 'shell');
const HERE = import.meta.dirname;
const split = process.env.SINGLE_SPLIT ?? 'static';
if (split !== 'static' && split !== 'lazy') throw new Error(`SINGLE_SPLIT must be static or lazy, got ${split}`);

const federationDir = path.join(SHELL, 'src', 'federation');
/** Shell module (absolute, without extension) → its stand-in. */
const REPLACEMENTS = new Map(
  split === 'static'
    ? [
        [path.join(federationDir, 'remotes'), path.join(HERE, 'static-remotes.ts')],
        [path.join(federationDir, 'remote-area'), path.join(HERE, 'static-remote-area.tsx')],
        [path.join(federationDir, 'remote-block'), path.join(HERE, 'static-remote-block.tsx')],
      ]
    : [[path.join(federationDir, 'remotes'), path.join(HERE, 'lazy-remotes.ts')]],
);

// The browser build only: the shell's server build (decision 048) renders nothing for a bundle served without remotes.
const base = [createAppConfig({ dir: SHELL, name: 'shell', port: 0, entry: './src/main.tsx' })].flat().find((config) => config.target !== 'async-node');
const plugins = base.plugins.filter((plugin) => plugin?.constructor?.name !== 'ModuleFederationPlugin');
if (plugins.length !== base.plugins.length - 1) throw new Error('the shell config no longer has exactly one ModuleFederationPlugin: update perf/single-bundle');

/** Swaps the shell's federation modules, whichever relative path imports them. */
class SwapFederationModules {
  apply(compiler) {
    const seen = new Set();
    compiler.hooks.normalModuleFactory.tap('SwapFederationModules', (factory) => {
      factory.hooks.beforeResolve.tap('SwapFederationModules', (data) => {
        if (!data.request.startsWith('.')) return;
        const target = path.resolve(data.context, data.request).replace(/\.tsx?$/, '');
        const replacement = REPLACEMENTS.get(target);
        if (!replacement) return;
        seen.add(target);
        data.request = replacement;
      });
    });
    // A stand-in that is never used means the shell moved its federation code: say so, loudly.
    compiler.hooks.done.tap('SwapFederationModules', (stats) => {
      const unused = [...REPLACEMENTS.keys()].filter((target) => !seen.has(target));
      if (unused.length > 0) stats.compilation.errors.push(new Error(`single-bundle: never imported, so not swapped: ${unused.join(', ')}`));
    });
  }
}

export default {
  ...base,
  output: { ...base.output, path: process.env.SINGLE_OUT_DIR ?? path.join(HERE, '..', '.out', 'single'), uniqueName: 'single' },
  resolve: {
    ...base.resolve,
    alias: {
      '@remote/mf-discover': path.join(ROOT, 'mf-discover', 'src', 'exposes'),
      '@remote/mf-events': path.join(ROOT, 'mf-events', 'src', 'exposes'),
      '@remote/mf-news': path.join(ROOT, 'mf-news', 'src', 'exposes'),
      '@remote/mf-account': path.join(ROOT, 'mf-account', 'src', 'exposes'),
      '@remote/mf-studio': path.join(ROOT, 'mf-studio', 'src', 'exposes'),
      '@shell': path.join(SHELL, 'src'),
    },
    // The stand-ins live in perf/, which depends on none of the apps' packages: they find react,
    // react-router-dom and @valley/shared where the shell does.
    modules: ['node_modules', path.join(SHELL, 'node_modules')],
  },
  module: {
    ...base.module,
    // An export the shell expects from a stand-in but that is missing must fail the build.
    parser: { ...base.module.parser, javascript: { exportsPresence: 'error' } },
  },
  plugins: [...plugins, new SwapFederationModules()],
};
