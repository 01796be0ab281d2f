// `npm run build:functions`: one esbuild bundle per Lambda (ESM, node24, minified, AWS SDK inside) and their sizes.
import { mkdir, readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Lambda name -> entry point. */
export const LAMBDAS = {
  api: 'functions/api/handler.ts',
  import: 'functions/import/handler.ts',
  rebuild: 'functions/rebuild/handler.ts',
  newsletter: 'functions/newsletter/handler.ts',
} as const;
export type LambdaName = keyof typeof LAMBDAS;

export interface BundleSize {
  name: LambdaName;
  file: string;
  bytes: number;
  gzipBytes: number;
}

/**
 * Left out of every bundle: @react-email/render imports prettier only for its `pretty` option, which
 * the mails never use (260 KB of the bundle for nothing). Shared with infra/constructs/lambda.ts.
 */
export const UNUSED_MODULES = ['prettier', 'prettier/*'];

/** Some CommonJS dependencies call require(); an ESM bundle needs one. */
const REQUIRE_BANNER =
  "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);";

export async function buildFunctions(
  outRoot = join(ROOT, 'build', 'functions'),
  names: LambdaName[] = Object.keys(LAMBDAS) as LambdaName[],
): Promise<BundleSize[]> {
  const sizes: BundleSize[] = [];
  for (const name of names) {
    const outfile = join(outRoot, name, 'index.mjs');
    await mkdir(dirname(outfile), { recursive: true });
    await build({
      entryPoints: [join(ROOT, LAMBDAS[name])],
      outfile,
      bundle: true,
      format: 'esm',
      platform: 'node',
      target: 'node24',
      minify: true,
      sourcemap: false,
      external: UNUSED_MODULES,
      banner: { js: REQUIRE_BANNER },
      legalComments: 'none',
      logLevel: 'warning',
    });
    const bytes = await readFile(outfile);
    sizes.push({ name, file: outfile, bytes: bytes.length, gzipBytes: gzipSync(bytes).length });
  }
  return sizes;
}

export function formatSizes(sizes: BundleSize[]): string {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  return sizes
    .map(
      (s) =>
        `${s.name.padEnd(8)} ${kb(s.bytes).padStart(10)} raw  ${kb(s.gzipBytes).padStart(9)} gzip  ${s.file}`,
    )
    .join('\n');
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const t0 = performance.now();
  const sizes = await buildFunctions();
  console.log(formatSizes(sizes));
  console.log(`Bundled ${sizes.length} functions in ${Math.round(performance.now() - t0)} ms`);
}
