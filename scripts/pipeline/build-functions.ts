// `npm run build:functions`: one esbuild bundle per Lambda (ESM, node24, minified, AWS SDK inside) and their sizes.
// The esbuild options live here only: infra/constructs/lambda.ts and scripts/bench/cold-start.ts use them too.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type BuildOptions } from 'esbuild';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Lambda name -> entry point. */
export const LAMBDAS = {
  api: 'functions/api/handler.ts',
  import: 'functions/import/handler.ts',
  rebuild: 'functions/rebuild/handler.ts',
  newsletter: 'functions/newsletter/handler.ts',
  schedule: 'functions/schedule/handler.ts',
} as const;
export type LambdaName = keyof typeof LAMBDAS;

export interface BundleSize {
  name: LambdaName;
  /** The entry file (index.mjs), what Lambda imports. */
  file: string;
  bytes: number;
  gzipBytes: number;
  /** What a cold start loads: the entry and every chunk it imports statically, transitively. */
  coldBytes: number;
  /** Every output file, entry and lazily imported chunks, together. */
  totalBytes: number;
  /** Each output file's static imports (absolute paths): what Node loads before the file runs. */
  staticImports: ReadonlyMap<string, readonly string[]>;
}

/** `file` and every output file it imports statically, transitively: what importing it loads. */
export function loadedWith(
  bundle: Pick<BundleSize, 'staticImports'>,
  file: string,
  loaded = new Set<string>(),
): Set<string> {
  if (loaded.has(file)) return loaded;
  loaded.add(file);
  for (const dep of bundle.staticImports.get(file) ?? []) loadedWith(bundle, dep, loaded);
  return loaded;
}

/**
 * Left out of every bundle: @react-email/render imports prettier only for its `pretty` option, which
 * the mails never use (bytes in the bundle for nothing: docs/benchmarks.md).
 */
export const UNUSED_MODULES = ['prettier', 'prettier/*'];

/**
 * Some CommonJS dependencies call require(); an ESM file that does needs one. bundleEntry puts it only on
 * the output files that name `require` (4 of the API's 86, on its cold path only esbuild's shim): every
 * createRequire() costs a cold start about 0.2 M instructions.
 */
export const REQUIRE_BANNER =
  "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);";
/** The identifier `require`: not part of a longer name, a property, a string or a word such as require-corp. */
const NAMES_REQUIRE = /(?<![\w$.'"`-])require(?![\w$'"`-])/;

/** A bundled file as written: with REQUIRE_BANNER when its code names `require`. */
export function withRequire(code: string): string {
  return NAMES_REQUIRE.test(code) ? `${REQUIRE_BANNER}\n${code}` : code;
}

/**
 * What every Lambda bundle shares; infra/constructs/lambda.ts runs this file to package them. No require
 * banner here: bundleEntry adds it to each output file that needs it (withRequire).
 */
const LAMBDA_ESBUILD: BuildOptions = {
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node24',
  minify: true,
  sourcemap: false,
  external: UNUSED_MODULES,
  // The SDK's and other packages' ESM builds (`module`) tree-shake better than their CommonJS `main`.
  mainFields: ['module', 'main'],
  legalComments: 'none',
  logLevel: 'warning',
};

/**
 * Lambdas bundled with code splitting: `outDir/index.mjs` plus `outDir/chunks/*.mjs`, which the entry
 * loads with import() only when a request needs them (the API's mail, S3 and Lambda clients), so
 * they stay off the cold start (NodejsFunction cannot split, so infra/constructs/lambda.ts runs this file).
 */
export const SPLIT_LAMBDAS: readonly LambdaName[] = ['api'];

/** The full esbuild options for one entry, written to `outDir/index.mjs` (+ chunks when split). */
function buildOptions(entry: string, outDir: string, split: boolean): BuildOptions {
  if (!split)
    return { ...LAMBDA_ESBUILD, entryPoints: [entry], outfile: join(outDir, 'index.mjs') };
  return {
    ...LAMBDA_ESBUILD,
    entryPoints: { index: entry },
    outdir: outDir,
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    outExtension: { '.js': '.mjs' },
  };
}

/** Bundles one Lambda into a fresh `outDir` and answers its sizes. */
export async function bundleLambda(name: LambdaName, outDir: string): Promise<BundleSize> {
  const entry = join(ROOT, LAMBDAS[name]);
  return { name, ...(await bundleEntry(entry, outDir, SPLIT_LAMBDAS.includes(name))) };
}

/**
 * Bundles any entry as the Lambdas are (the benches' own handlers too) into a fresh `outDir`, with the
 * require banner where a file needs it, and answers its sizes.
 */
export async function bundleEntry(
  entry: string,
  outDir: string,
  split = false,
): Promise<Omit<BundleSize, 'name'>> {
  await rm(outDir, { recursive: true, force: true });
  const { metafile, outputFiles } = await build({
    ...buildOptions(entry, outDir, split),
    metafile: true,
    write: false,
  });
  const written = new Map<string, Buffer>();
  for (const out of outputFiles) written.set(resolve(out.path), Buffer.from(withRequire(out.text)));
  const dirs = new Set([...written.keys()].map((path) => dirname(path)));
  await Promise.all([...dirs].map((dir) => mkdir(dir, { recursive: true })));
  await Promise.all([...written].map(([path, code]) => writeFile(path, code)));
  const file = join(outDir, 'index.mjs');
  const bytes = written.get(resolve(file))!;
  const staticImports = new Map(
    Object.entries(metafile.outputs).map(([path, out]) => [
      resolve(path),
      out.imports
        .filter((i) => i.kind === 'import-statement' && !i.external)
        .map((i) => resolve(i.path)),
    ]),
  );
  const sum = (paths: Iterable<string>) =>
    [...paths].reduce((n, p) => n + (written.get(p)?.length ?? 0), 0);
  return {
    file,
    bytes: bytes.length,
    gzipBytes: gzipSync(bytes).length,
    coldBytes: sum(loadedWith({ staticImports }, resolve(file))),
    totalBytes: sum(written.keys()),
    staticImports,
  };
}

export async function buildFunctions(
  outRoot = join(ROOT, 'build', 'functions'),
  names: LambdaName[] = Object.keys(LAMBDAS) as LambdaName[],
): Promise<BundleSize[]> {
  const sizes: BundleSize[] = [];
  for (const name of names) sizes.push(await bundleLambda(name, join(outRoot, name)));
  return sizes;
}

export function formatSizes(sizes: BundleSize[]): string {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  return sizes
    .map(
      (s) =>
        `${s.name.padEnd(8)} ${kb(s.bytes).padStart(10)} raw  ${kb(s.gzipBytes).padStart(9)} gzip  ${kb(s.coldBytes).padStart(10)} cold  ${kb(s.totalBytes).padStart(10)} all  ${s.file}`,
    )
    .join('\n');
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  // `node scripts/pipeline/build-functions.ts [NAME OUT_DIR]`: one Lambda into OUT_DIR (the CDK's local bundling).
  const [name, outDir] = process.argv.slice(2);
  if (name && !(name in LAMBDAS))
    throw new Error(`No Lambda ${name}; one of ${Object.keys(LAMBDAS).join(', ')}`);
  const t0 = performance.now();
  const sizes = name
    ? [
        await bundleLambda(
          name as LambdaName,
          resolve(outDir ?? join(ROOT, 'build', 'functions', name)),
        ),
      ]
    : await buildFunctions();
  console.log(formatSizes(sizes));
  console.log(`Bundled ${sizes.length} functions in ${Math.round(performance.now() - t0)} ms`);
}
