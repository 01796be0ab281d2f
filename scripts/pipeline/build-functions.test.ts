// The require banner goes only on bundled files that name `require` (scripts/pipeline/build-functions.ts).
import { describe, expect, it } from 'vitest';
import { REQUIRE_BANNER, withRequire } from './build-functions.ts';

describe('withRequire', () => {
  it.each([
    ['esbuild’s shim', 'var m=(a=>typeof require<"u"?require:a)(function(a){});'],
    ['a call', 'const x=require("node:fs");'],
    ['require.resolve', 'f(require.resolve("x"))'],
    ['a template', '`${require}`'],
  ])('adds the banner for %s', (_, code) => {
    expect(withRequire(code)).toBe(`${REQUIRE_BANNER}\n${code}`);
  });

  it.each([
    ['a longer word', 'throw Error("required by this entry point")'],
    ['a hyphenated word', 'p=["Cross-Origin-Embedder-Policy","require-corp"]'],
    ['a string', 'var n=("require"+Math.random())'],
    ['a property', 'module.require("x")'],
    ['a longer name', 'var __require=1;requireAll()'],
  ])('leaves %s alone', (_, code) => {
    expect(withRequire(code)).toBe(code);
  });
});
