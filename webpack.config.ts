/** The SPA's build: `webpack --mode production` into dist/, `webpack serve` for development. */
import path from 'node:path';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import { NormalModuleReplacementPlugin, type Configuration } from 'webpack';
import 'webpack-dev-server';
import { CATALOG_FILES, compileCatalog, compileEnglishMessages, WITHOUT_MESSAGE_PARSER } from './webpack.messages';
import { PrecompressAssetsPlugin } from './webpack.precompress';

const serverUrl = process.env.SERVER_URL ?? 'http://localhost:8080';
/**
 * Gives a package's module a stand-in of ours: where a file matching `issuer` imports a path matching `request`, the
 * import gets `standIn(path)` instead. Development too, so the e2e specs run what ships.
 */
const standInFor = (request: RegExp, issuer: RegExp, standIn: (path: string) => string) =>
  new NormalModuleReplacementPlugin(request, (resolveData) => {
    if (issuer.test(resolveData.contextInfo.issuer)) resolveData.request = standIn(resolveData.request);
  });
/**
 * antd's ConfigProvider imports Tooltip's UniqueProvider (and with it @rc-component/trigger) for an option the console
 * never sets (`tooltip.unique`): there it gets a stand-in that says so if it is ever rendered.
 */
const configProviderTooltipUnique = standInFor(/^\.\.\/tooltip\/UniqueProvider$/, /[\\/]node_modules[\\/]antd[\\/]es[\\/]config-provider[\\/]index\.js$/, () =>
  path.resolve(__dirname, 'src/app/antdTooltipUniqueLeftOut.ts'),
);
/**
 * Every @ant-design/icons icon, antd's own inside its components too, is built on one of the package's two icon bases:
 * those get our stand-ins, which hide an icon from assistive technology unless it is given a name (its English file
 * name otherwise reaches screen readers: src/app/antdIcons/hiddenUnlessNamed.tsx). jest.config.js does the same.
 */
const antdIconsHiddenUnlessNamed = standInFor(/^\.\.\/components\/AntdIcon(Light)?$/, /[\\/]node_modules[\\/]@ant-design[\\/]icons[\\/]es[\\/]icons[\\/]/, (base) =>
  path.resolve(__dirname, 'src/app/antdIcons', `${path.basename(base)}.ts`),
);
/** antd InputNumber's step buttons, named in English for screen readers, are hidden from them (src/app/antdInputNumber); jest.config.js does the same. */
const inputNumberStepsForMouseOnly = standInFor(/^\.\/StepHandler$/, /[\\/]node_modules[\\/]@rc-component[\\/]input-number[\\/]es[\\/]/, () =>
  path.resolve(__dirname, 'src/app/antdInputNumber/StepHandler.tsx'),
);
/** Served at /download-worker.js (src/features/leaderboardExport/downloadProtocol.ts). */
const DOWNLOAD_WORKER = 'download-worker';

export default (_env: unknown, argv: { mode?: Configuration['mode'] }): Configuration => {
  const production = argv.mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    entry: {
      main: './src/index.tsx',
      // A service worker is one self-contained script at a fixed URL: no hash, its own runtime, no shared chunks.
      [DOWNLOAD_WORKER]: { import: './src/features/leaderboardExport/downloadWorker.sw.ts', filename: `${DOWNLOAD_WORKER}.js`, runtime: false },
    },
    output: {
      path: path.resolve(__dirname, 'dist'),
      filename: production ? '[name].[contenthash].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash].js' : '[name].js',
      publicPath: '/',
      clean: true,
    },
    // No eval-based source maps: the console's Content-Security-Policy (server/src/http/securityHeaders.ts) allows no
    // eval, and the e2e specs serve the development build through the server. Production's maps are written beside the
    // bundles for the bench's bundle analysis but named in none (hidden), and the server never sends a .map.
    devtool: production ? 'hidden-source-map' : 'cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      alias: {
        // Every text is compiled to its AST (webpack.messages.ts), in development too, so the e2e specs run what
        // ships: no ICU parser in the bundle.
        ...WITHOUT_MESSAGE_PARSER,
        // react-router's package exports offer only its development build (no "production" condition): its
        // warnings and checks would ship, some 30 KB gzip. Its production build has the same API.
        ...(production ? { 'react-router$': path.resolve(__dirname, 'node_modules/react-router/dist/production/index.mjs') } : {}),
      },
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          loader: 'ts-loader',
          // tsc checks types (npm run typecheck); the build only transpiles, keeping ES modules for splitting, and
          // compiles the English of every defineMessages call to its ICU AST.
          options: { transpileOnly: true, compilerOptions: { noEmit: false }, getCustomTransformers: compileEnglishMessages },
        },
        {
          // The Romanian catalogs, their texts compiled to ICU ASTs as they are read.
          test: CATALOG_FILES,
          type: 'json',
          parser: { parse: compileCatalog },
        },
        {
          test: /\.css$/,
          use: [production ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'],
        },
        {
          // The @rc-component packages (antd's internals) declare no "sideEffects", so webpack keeps every module
          // their index files re-export: ConfigProvider's FormProvider alone brought all of @rc-component/form
          // and async-validator into the entry. Their modules only define components, hooks and helpers.
          test: /\.m?js$/,
          include: /node_modules[\\/]@rc-component[\\/]/,
          sideEffects: false,
        },
        {
          // react-virtualized 10's ES build imports dom-helpers paths without file extensions.
          test: /\.m?js$/,
          include: /node_modules[\\/](react-virtualized|dom-helpers)[\\/]/,
          resolve: { fullySpecified: false },
        },
      ],
    },
    plugins: [
      configProviderTooltipUnique,
      antdIconsHiddenUnlessNamed,
      inputNumberStepsForMouseOnly,
      new HtmlWebpackPlugin({ template: 'public/index.html', excludeChunks: [DOWNLOAD_WORKER] }),
      new CopyWebpackPlugin({ patterns: [{ from: 'public', globOptions: { ignore: ['**/index.html'] } }] }),
      ...(production ? [new MiniCssExtractPlugin({ filename: '[name].[contenthash].css' }), new PrecompressAssetsPlugin()] : []),
    ],
    optimization: {
      runtimeChunk: 'single',
      moduleIds: 'deterministic',
      splitChunks: { chunks: (chunk) => chunk.name !== DOWNLOAD_WORKER },
    },
    performance: { hints: false },
    devServer: {
      port: Number(process.env.DEV_PORT ?? 3000),
      hot: true,
      historyApiFallback: true,
      // /config.json too: the server derives it from its own identity provider settings.
      proxy: [{ context: ['/api', '/realms', '/thumbnails', '/config.json'], target: serverUrl }],
    },
  };
};
