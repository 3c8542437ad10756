/** `BLOCKYARD_PHP`, or `php` on the PATH. */
export declare const phpPath: string;
/** Debian's packages native PHP comes from. */
export declare const phpPackages: readonly string[];
export declare function inspectPhp(): { version: string | undefined; missing: readonly string[] };
/**
 * Native PHP with every extension WordPress on SQLite needs, installed from apt when missing and
 * the machine allows it; never exits: without it, the reason.
 */
export declare function ensurePhp(): { version: string } | { version: undefined; reason: string };
