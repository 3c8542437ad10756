// A package's media-hosts.json: the hosts, besides the site's own, its blocks save images and
// other media from (`*.example.com` for any host under example.com). The plugin merges every
// package's into build/media-hosts.json, and includes/saved-output-render.php keeps a
// Blockyard block's absolute media address only on the site, the platform's media hosts or
// one of these.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const HOST = /^(\*\.)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/u;

/** A media-hosts.json's contents, checked: a list of lower-case host names, each maybe after `*.`. */
export function parseMediaHosts(text: string, source: string): readonly string[] {
	const value: unknown = JSON.parse(text);
	if (!Array.isArray(value) || !value.every((host) => typeof host === 'string' && HOST.test(host))) {
		throw new Error(
			`${source}: expected a list of host names (lower case, maybe after "*.", no scheme, port or path).`
		);
	}
	return value as string[];
}

/** The package's media-hosts.json, or none when it has none. */
export function readMediaHosts(packageDir: string): readonly string[] {
	const file = join(packageDir, 'media-hosts.json');
	return existsSync(file) ? parseMediaHosts(readFileSync(file, 'utf8'), file) : [];
}
