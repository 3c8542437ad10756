import type { BlockyardHost } from './types';

let current: BlockyardHost | undefined;

/** Thrown when a block asks for the host before one was set. */
export class MissingHostError extends Error {
	override readonly name = 'MissingHostError';
	constructor() {
		super(
			'No Blockyard host is set. Call registerBlockyard({ host }) from @blockyard/editor, or setHost(), before rendering blocks.'
		);
	}
}

/** Sets the host every Blockyard block talks to. The last call wins. */
export function setHost(host: BlockyardHost): void {
	current = host;
}

/** The current host, or `undefined` when none was set. */
export function findHost(): BlockyardHost | undefined {
	return current;
}

/**
 * The current host.
 * @throws {MissingHostError} when no host was set.
 */
export function getHost(): BlockyardHost {
	if (!current) {
		throw new MissingHostError();
	}
	return current;
}
