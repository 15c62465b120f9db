// Types of chromium.mjs for the TypeScript that imports it (e2e/playwright.config.ts).
export declare const chromiumPath: string | undefined;
export declare const chromiumArgs: string[];
