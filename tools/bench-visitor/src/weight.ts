import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The scripts a block adds to a visitor's page, split by whose they are. */
export interface AddedScripts {
	/** The build's own (`/assets/…js`): the block's view chunk, what it loads, what only they share. */
	readonly own: readonly string[];
	/**
	 * Any other, as paths or full addresses: a provider's widget script (here the local provider's
	 * stand-in for it, which the playground's origin passes on).
	 */
	readonly other: readonly string[];
}

/**
 * The scripts a block adds to a visitor's page: those its page loaded (`withBlock`, addresses)
 * that the same page without it (`without`) did not, each once, in order. `origin` is the
 * playground's, whose build serves its chunks under `/assets/`.
 */
export function addedScripts(
	withBlock: readonly string[],
	without: readonly string[],
	origin: string
): AddedScripts {
	const base = new Set(without);
	const added = [...new Set(withBlock)].filter((url) => !base.has(url));
	const isOwn = (url: string) => {
		const address = new URL(url);
		return address.origin === origin && address.pathname.startsWith('/assets/');
	};
	return {
		own: added.filter(isOwn).map((url) => new URL(url).pathname),
		other: added
			.filter((url) => !isOwn(url))
			.map((url) => (new URL(url).origin === origin ? new URL(url).pathname : url)),
	};
}

/**
 * What `paths` (the playground's own scripts) weigh as its build holds them (`dist`): gzip at
 * level 9, as the size check weighs chunks, each file on its own, added up. The preview server
 * sends them uncompressed; a site's server compresses them much as this does.
 */
export function gzipBytes(dist: string, paths: readonly string[]): number {
	return paths.reduce((sum, path) => {
		const file = join(dist, path);
		if (!existsSync(file)) {
			throw new Error(`${path} is not in the built playground (${dist}).`);
		}
		return sum + gzipSync(readFileSync(file), { level: 9 }).byteLength;
	}, 0);
}
