import type sharp from 'sharp';

type SharpFactory = typeof sharp;

let loading: Promise<SharpFactory> | null = null;

/**
 * sharp (libvips and its codecs) adds some 26 MB to a process the moment it is imported: loaded
 * on the first photo instead, an instance that only serves pages and realtime streams never pays
 * for it (docs/REALTIME.md).
 */
export function loadSharp(): Promise<SharpFactory> {
  loading ??= import('sharp').then((module) => module.default as SharpFactory);
  return loading;
}
