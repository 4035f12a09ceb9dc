// Types of find-chromium.mjs, for the TypeScript files that import it (playwright.config.ts).
export declare const CHROMIUM_FLAGS: string[];
export declare function findChromium(): string | undefined;
export declare function findChromiumOrPlaywrights(): Promise<string | undefined>;
export declare const NO_CHROMIUM_MESSAGE: string;
