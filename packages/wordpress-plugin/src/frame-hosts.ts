// A package's frame-hosts.json: the exact https hosts its blocks save iframes of. The plugin
// merges every package's into build/frame-hosts.json, and includes/kses.php lets an author's
// iframe keep its `src` only on one of them.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const HOST = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/u;

/** A frame-hosts.json's contents, checked: a list of lower-case host names. */
export function parseFrameHosts(text: string, source: string): readonly string[] {
	const value: unknown = JSON.parse(text);
	if (!Array.isArray(value) || !value.every((host) => typeof host === 'string' && HOST.test(host))) {
		throw new Error(`${source}: expected a list of host names (lower case, no scheme, port or path).`);
	}
	return value as string[];
}

/** The package's frame-hosts.json, or none when it has none. */
export function readFrameHosts(packageDir: string): readonly string[] {
	const file = join(packageDir, 'frame-hosts.json');
	return existsSync(file) ? parseFrameHosts(readFileSync(file, 'utf8'), file) : [];
}

/** Several packages' hosts as one sorted list, each once. */
export function mergeFrameHosts(lists: readonly (readonly string[])[]): string[] {
	return [...new Set(lists.flat())].sort();
}
