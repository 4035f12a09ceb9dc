// Types of find-chromium.mjs, for the TypeScript files that import it (playwright.config.ts).
export declare function withChromiumFlags(launcherFlags?: string[]): string[];
export declare const PLAYWRIGHT_CHROMIUM_FLAGS: string[];
export declare function findChromium(): string | undefined;
export declare function findChromiumOrPlaywrights(): Promise<string | undefined>;
export declare const NO_CHROMIUM_MESSAGE: string;
