import type { Plugin } from 'vite';

/** Where the browser's build lists its scripts and styles (read by src/web/public/sw.js). */
export const ASSET_LIST = 'asset-list.json';

/**
 * Writes `/asset-list.json`: every script and stylesheet of the browser's build, by address. The
 * service worker keeps them all when it installs, so a screen never opened since it took over
 * still opens without a signal (the shell only names the first screen's files).
 */
export function assetList(): Plugin {
  return {
    name: 'juntos-asset-list',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(_options, bundle) {
      const files = Object.values(bundle)
        .map((output) => output.fileName)
        .filter((name) => /^assets\/.+\.(js|css)$/.test(name))
        .map((name) => `/${name}`)
        .sort();
      this.emitFile({ type: 'asset', fileName: ASSET_LIST, source: JSON.stringify(files) });
    },
  };
}
