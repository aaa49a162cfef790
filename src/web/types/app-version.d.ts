/** The app's version (package.json), set by the build (vite.config.ts `define`). */
declare const __APP_VERSION__: string;
