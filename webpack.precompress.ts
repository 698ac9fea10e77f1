/**
 * Emits a gzip and a brotli copy beside each text asset of the build (main.js → main.js.gz, main.js.br),
 * which the server sends to browsers that accept them (@fastify/static `preCompressed`). Compressing once at
 * build time costs nothing per request and allows the highest levels.
 */
import zlib from 'node:zlib';
import { Compilation, sources, type Compiler, type WebpackPluginInstance } from 'webpack';

const COMPRESSIBLE = /\.(js|css|html|svg|json)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

export class PrecompressAssetsPlugin implements WebpackPluginInstance {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('PrecompressAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PrecompressAssetsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER }, (assets) => {
        for (const [name, asset] of Object.entries(assets)) {
          const content = asset.buffer();
          if (!COMPRESSIBLE.test(name) || content.length < MIN_BYTES) continue;
          compilation.emitAsset(`${name}.gz`, new sources.RawSource(zlib.gzipSync(content, { level: 9 })));
          const brotli = zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length } });
          compilation.emitAsset(`${name}.br`, new sources.RawSource(brotli));
        }
      });
    });
  }
}
