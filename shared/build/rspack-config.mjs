// One Rspack + Module Federation configuration for the shell and every remote, so the
// shared singletons and build conventions cannot drift between separately deployed apps.
import { createRequire } from 'node:module';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { EARLY_TAP_SCRIPT } from './early-tap.mjs';
import { ENTRY_ASSETS_FILE } from './entry-assets.mjs';
import { CONTRACT_FILE, sharedContract } from './shared-contract.mjs';
import { sharedConfig } from './shared-singletons.mjs';

export { SHARED_SINGLETONS, sharedConfig } from './shared-singletons.mjs';

/** The runtime core a remote's harness page loads first (FEDERATION_RUNTIME_FILE). */
const FEDERATION_RUNTIME_FILE = 'federation-runtime.js';

const harnessPage = (name) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${name} harness</title>
    <script src="/${FEDERATION_RUNTIME_FILE}"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

/**
 * The shell's page. Its render server renders every page with React (decision 137) from entry-assets.json: the entry's scripts and
 * stylesheets and the inline script that keeps a tap made before the page is live (decision 135). The built index.html, for a shell
 * served without its render server (the single-bundle yardstick), has the same inline script and its entry script at high priority.
 * @type {import('@rspack/core').RspackPluginInstance}
 */
const shellPageScripts = {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ShellEntryAssets', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ShellEntryAssets', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE }, () => {
        const files = compilation.entrypoints.get('main')?.getFiles() ?? [];
        const address = (file) => `${compilation.outputOptions.publicPath}${file}`;
        const assets = {
          scripts: files.filter((file) => file.endsWith('.js')).map(address),
          stylesheets: files.filter((file) => file.endsWith('.css')).map(address),
          inlineScript: EARLY_TAP_SCRIPT,
        };
        compilation.emitAsset(ENTRY_ASSETS_FILE, new rspack.sources.RawSource(`${JSON.stringify(assets, null, 2)}\n`));
      });
    });
    compiler.hooks.compilation.tap('ShellPageScripts', (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTags.tap('ShellPageScripts', (data) => {
        for (const tag of data.assetTags.scripts) tag.attributes.fetchpriority = 'high';
        data.assetTags.scripts.unshift({ tagName: 'script', attributes: {}, voidTag: false, innerHTML: EARLY_TAP_SCRIPT });
        return data;
      });
    });
  },
};

/** The shell's second start-up script, React DOM on its own (decision 071). */
const REACT_DOM_CHUNK = 'react-dom';

/**
 * V8's compile hint on the start-up script: every function in it is compiled while the file streams in, off the main thread,
 * instead of lazily on the first call in the load's long tasks (decision 071). After minification, before the source map.
 */
const compileWhileStreaming = new rspack.BannerPlugin({
  banner: '//# allFunctionsCalledOnLoad',
  raw: true,
  entryOnly: true,
  test: new RegExp(`^(main|${REACT_DOM_CHUNK})\\.[^/]*\\.js$`),
  stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
});

/** React DOM's files, wherever pnpm put them. */
const REACT_DOM = /[\\/]node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?react-dom[\\/]/;

/**
 * Writes the app's shared contract (`shared-contract.json`) beside its manifest, for the deploy's fit check (decision 045).
 * @returns {import('@rspack/core').RspackPluginInstance}
 */
const sharedContractFile = (contract) => ({
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('SharedContract', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'SharedContract', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset(CONTRACT_FILE, new rspack.sources.RawSource(`${JSON.stringify(contract, null, 2)}\n`));
      });
    });
  },
});

/**
 * @param {object} options
 * @param {string} options.dir        the app's folder (import.meta.dirname)
 * @param {string} options.name       the federation name, e.g. 'mf_events' or 'shell'
 * @param {number} options.port       the dev-server port
 * @param {Record<string,string>} [options.exposes]  what a remote exposes ('./routes', blocks)
 * @param {string} options.entry      the page entry (the shell, or a remote's stand-alone harness)
 * @param {string} [options.title]    the HTML title
 * @param {Record<string, string[]>} [options.remoteExposes]  the shell: what it loads from each remote, named in its manifest for the
 *        deploys' fit check
 */
export function createAppConfig({ dir, name, port, exposes, entry, title = 'Happy Valley', remoteExposes, serverEntry }) {
  const isProduction = process.env.NODE_ENV !== 'development';
  const isRemote = Boolean(exposes);
  const app = appConfig({ dir, name, port, exposes, entry, title, isProduction, isRemote, remoteExposes });
  const server = serverConfig({ dir, name, exposes, serverEntry, isProduction });
  return isRemote ? [app, federationRuntimeConfig({ dir, name, isProduction }), server] : [app, server];
}

/**
 * A remote's config: its stand-alone harness as its own page (the shell uses only what it exposes) and its exposes, `./routes`, an
 * empty `./prefetch` for a live shell from before decision 140's last part (which loads it; the next release drops it) and, for a
 * remote with content blocks, `./blocks` (the files `src/exposes/*`).
 * @param {{ dir: string, name: string, port: number, blocks?: boolean, prefetch?: boolean }} options
 */
export function createRemoteConfig({ dir, name, port, blocks = true, prefetch = true }) {
  const exposes = {
    './routes': './src/exposes/routes.tsx',
    ...(blocks ? { './blocks': './src/exposes/blocks.tsx' } : {}),
    ...(prefetch ? { './prefetch': './src/exposes/prefetch.ts' } : {}),
  };
  return createAppConfig({ dir, name, port, entry: './src/harness/main.tsx', exposes });
}

/** TypeScript and JSX through SWC, and CSS modules and plain CSS: the same for an app's browser and server builds. */
const sourceRules = (isProduction) => [
  {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: !isProduction } },
        target: 'es2022',
      },
    },
    type: 'javascript/auto',
  },
  { test: /\.module\.css$/, type: 'css/module' },
  { test: /\.css$/, exclude: /\.module\.css$/, type: 'css' },
];

/** Where an app's server build goes, inside its release: a remote's `server/remoteEntry.js`, the shell's `server/render.cjs`. */
export const SERVER_DIR = 'server';

/**
 * The app's server build (decision 048): the same exposes and shared singletons for Node, so the shell's render server loads a
 * remote's `./routes` over HTTP at run time as the browser does. CSS modules give their class names only; the browser loads the CSS.
 */
function serverConfig({ dir, name, exposes, serverEntry, isProduction }) {
  const isRemote = Boolean(exposes);
  return {
    name: `${name}-server`,
    dependencies: [name],
    mode: isProduction ? 'production' : 'development',
    target: 'async-node',
    context: dir,
    entry: isRemote ? {} : { render: serverEntry },
    devtool: false,
    output: {
      path: path.join(dir, 'dist', SERVER_DIR),
      // No public path: the runtime resolves a remote's chunks beside the entry it fetched (its release's server/ folder).
      publicPath: '',
      filename: isRemote ? '[name].js' : '[name].cjs',
      // Hashed, so a redeployed remote's server entry differs from the last one (toolchain facts).
      chunkFilename: '[name].[contenthash:10].cjs',
      library: { type: isRemote ? 'commonjs-module' : 'commonjs2' },
      uniqueName: name,
      clean: false,
      pathinfo: false,
    },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
    // ws (under Puck's happy-dom, mf-studio) asks for two optional native speed-ups inside try/catch: left to Node, not bundled.
    externals: { bufferutil: 'commonjs bufferutil', 'utf-8-validate': 'commonjs utf-8-validate' },
    module: {
      parser: { 'css/module': { namedExports: false } },
      generator: { 'css/module': { exportsOnly: true }, css: { exportsOnly: true } },
      rules: [...sourceRules(isProduction), { test: /\.(png|jpe?g|svg|webp|avif|woff2?)$/, type: 'asset/inline' }],
    },
    plugins: [
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(isProduction ? 'production' : 'development') }),
      new ModuleFederationPlugin({
        name,
        filename: isRemote ? 'remoteEntry.js' : undefined,
        exposes,
        library: isRemote ? { type: 'commonjs-module', name } : undefined,
        remoteType: 'script',
        remotes: {},
        shared: sharedConfig(dir, { eager: !isRemote }),
        shareStrategy: 'loaded-first',
        runtimePlugins: [createRequire(import.meta.url).resolve('@module-federation/node/runtimePlugin')],
        manifest: false,
        dts: false,
        experiments: { asyncStartup: true },
      }),
    ],
    // Readable, and without the comments that name the build machine's paths (a remote's server build is served): no path info, no
    // concatenation (whose comments name each module's file).
    optimization: { minimize: false, concatenateModules: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * A remote's second build: the runtime core for its harness page, run after the app's build (whose `output.clean` empties dist/);
 * it resolves the runtime core the federation plugin uses, so the two cannot differ in version.
 */
function federationRuntimeConfig({ dir, name, isProduction }) {
  const enhanced = createRequire(import.meta.url).resolve('@module-federation/enhanced/rspack');
  const runtimeTools = createRequire(enhanced).resolve('@module-federation/runtime-tools/package.json');
  return {
    name: `${name}-federation-runtime`,
    dependencies: [name],
    mode: isProduction ? 'production' : 'development',
    context: dir,
    entry: { [path.basename(FEDERATION_RUNTIME_FILE, '.js')]: path.join(import.meta.dirname, 'federation-runtime.mjs') },
    devtool: false,
    output: { path: path.join(dir, 'dist'), filename: '[name].js', clean: false },
    resolve: { alias: { '@module-federation/runtime-tools/runtime-core$': path.join(path.dirname(runtimeTools), 'dist', 'runtime-core.js') } },
    optimization: { minimize: isProduction },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

function appConfig({ dir, name, port, exposes, entry, title, isProduction, isRemote, remoteExposes }) {
  return {
    name,
    mode: isProduction ? 'production' : 'development',
    context: dir,
    entry: { main: entry },
    devtool: isProduction ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(dir, 'dist'),
      // Remotes load their chunks from wherever their manifest was served; the shell is served
      // at the site root, and its deep links (/events/category/x) must still find its scripts.
      publicPath: isRemote ? 'auto' : '/',
      filename: isProduction ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: isProduction ? '[name].[contenthash:10].js' : '[name].js',
      cssFilename: isProduction ? '[name].[contenthash:10].css' : '[name].css',
      cssChunkFilename: isProduction ? '[name].[contenthash:10].css' : '[name].css',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      uniqueName: name,
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
    module: {
      parser: { 'css/module': { namedExports: false } },
      rules: [...sourceRules(isProduction), { test: /\.(png|jpe?g|svg|webp|avif|woff2?)$/, type: 'asset' }],
    },
    plugins: [
      new rspack.HtmlRspackPlugin(
        // The shell has its own page; a remote's page is only its stand-alone harness.
        isRemote
          ? { templateContent: harnessPage(name), chunks: ['main'], publicPath: '/', minify: isProduction }
          : { template: path.join(dir, 'index.html'), title, minify: isProduction },
      ),
      ...(isRemote ? [] : [shellPageScripts, compileWhileStreaming]),
      new rspack.CopyRspackPlugin({ patterns: [{ from: path.join(dir, 'public'), noErrorOnMissing: true }] }),
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(isProduction ? 'production' : 'development') }),
      sharedContractFile(sharedContract({ appDir: dir, isRemote })),
      new ModuleFederationPlugin({
        name,
        filename: isRemote ? 'remoteEntry.js' : undefined,
        exposes,
        // The shell declares no remotes at build time: it registers them from remotes.json.
        remotes: {},
        shared: sharedConfig(dir, { eager: !isRemote }),
        shareStrategy: 'loaded-first',
        // The shell's manifest names what it loads from each remote, for the remotes' deploys to check against (decision 045).
        manifest: remoteExposes
          ? {
              additionalData: ({ stats }) => {
                stats.metaData.remoteExposes = remoteExposes;
                return stats;
              },
            }
          : true,
        dts: false,
        // One runtime core on a page: the shell provides its own to the remotes, which do not bundle one (decision 023).
        experiments: isRemote ? { asyncStartup: true, externalRuntime: true } : { asyncStartup: true, provideExternalRuntime: true },
      }),
    ],
    optimization: {
      minimize: isProduction,
      // The shell's first script in two (decision 071): React DOM is a third of it, and each script compiles and runs in a task of its own.
      splitChunks: isRemote ? undefined : { cacheGroups: { reactDom: { test: REACT_DOM, chunks: 'initial', name: REACT_DOM_CHUNK, enforce: true } } },
    },
    performance: { hints: false },
    devServer: {
      port,
      historyApiFallback: true,
      hot: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
    },
    stats: 'errors-warnings',
  };
}
