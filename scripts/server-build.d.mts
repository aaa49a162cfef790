/** Types of scripts/server-build.mjs, for the TypeScript that imports it (e2e's global setup). */
export declare const SERVER_ENTRY: string;
export declare function serverBuildIsStale(root: string): boolean;
export declare function buildServer(root: string): Promise<void>;
