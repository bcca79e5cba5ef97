/** The path of a Chromium binary (see chromium.mjs); throws, saying what to do, when none can be found. */
export function findChromium(): Promise<string>;
export const DEBIAN_CHROMIUM: string;
