/** Debian's chromium-headless-shell, or `BLOCKYARD_CHROMIUM`. */
export declare const chromiumPath: string;
/** The flags this machine needs: no sandbox (root), no GPU, nothing fetched in the background. */
export declare const chromiumArgs: readonly string[];
/** Installs Debian's chromium-headless-shell when it is missing and the machine allows it; exits otherwise. */
export declare function ensureChromium(): void;
