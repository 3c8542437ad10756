// Native PHP for the WordPress e2e sites: Debian's php-cli with the extensions WordPress on
// SQLite needs, installed from apt when missing, as Chromium is
// (docs/decisions/0051-wordpress-e2e-on-native-php.md). Only Node built-ins here.
import { spawnSync } from 'node:child_process';

export const phpPath = process.env.BLOCKYARD_PHP ?? 'php';

/** Debian's packages: the CLI (with its built-in server) and what WordPress and the SQLite integration use. */
export const phpPackages = [
	'php-cli',
	'php-sqlite3',
	'php-xml',
	'php-mbstring',
	'php-curl',
	'php-gd',
	'php-zip',
	'php-intl',
];

/** The extensions those packages bring (`php -m` names, lower case). */
const requiredExtensions = [
	'pdo_sqlite',
	'sqlite3',
	'dom',
	'xml',
	'mbstring',
	'curl',
	'gd',
	'zip',
	'intl',
	'json',
];

/** The PHP version and what it lacks, or why there is none. */
export function inspectPhp() {
	const version = spawnSync(phpPath, ['-r', 'echo PHP_VERSION;'], { encoding: 'utf8' });
	if (version.status !== 0) {
		return { version: undefined, missing: requiredExtensions };
	}
	const modules = spawnSync(phpPath, ['-m'], { encoding: 'utf8' });
	const loaded = new Set(modules.stdout.split('\n').map((line) => line.trim().toLowerCase()));
	return {
		version: version.stdout.trim(),
		missing: requiredExtensions.filter((name) => !loaded.has(name)),
	};
}

/**
 * Native PHP with every extension, installing Debian's packages when they are missing and the
 * machine allows it (root with apt-get). Returns the PHP version, or undefined with the reason
 * when native PHP cannot be had; it never exits: the caller falls back to another runtime.
 * @returns {{ version: string } | { version: undefined, reason: string }}
 */
export function ensurePhp() {
	const before = inspectPhp();
	if (before.version !== undefined && before.missing.length === 0) {
		return { version: before.version };
	}
	const lacking =
		before.version === undefined
			? `no PHP (${phpPath})`
			: `PHP ${before.version} lacks ${before.missing.join(', ')}`;
	if (process.env.BLOCKYARD_PHP !== undefined) {
		return { version: undefined, reason: `${lacking}, and BLOCKYARD_PHP points there` };
	}
	if (process.getuid?.() !== 0 || spawnSync('apt-get', ['--version']).status !== 0) {
		return { version: undefined, reason: `${lacking}, and apt-get cannot be run here as root` };
	}
	console.log(`blockyard: ${lacking}; installing Debian's ${phpPackages.join(' ')} (apt-get) …`);
	const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
	for (const args of [
		['update', '-qq'],
		['install', '-y', '-qq', ...phpPackages],
	]) {
		const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
		if (result.status !== 0) {
			return { version: undefined, reason: `${lacking}, and \`apt-get ${args.join(' ')}\` failed` };
		}
	}
	const after = inspectPhp();
	if (after.version === undefined || after.missing.length > 0) {
		return {
			version: undefined,
			reason: `after apt-get, ${after.version === undefined ? 'still no PHP' : `PHP still lacks ${after.missing.join(', ')}`}`,
		};
	}
	return { version: after.version };
}
