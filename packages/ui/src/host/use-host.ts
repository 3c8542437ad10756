import { useSelect } from '@wordpress/data';
import { useSyncExternalStore } from '@wordpress/element';

import { hostStore } from './store';
import type { BlockyardHost, HostPost } from './types';

/** Thrown when a block asks for the host and its editor has none. */
export class MissingHostError extends Error {
	override readonly name = 'MissingHostError';
	constructor() {
		super(
			'No Blockyard host in this editor: call registerBlockyard({ host }) from @blockyard/editor or provideHost(host) from @blockyard/ui before the editor renders, or render the editor inside <HostProvider host={…}>.'
		);
	}
}

type HostSelectors = { getHost(): BlockyardHost | undefined } | undefined;

/** The host of the editor this component renders in, or `undefined` when it has none. */
export function useOptionalHost(): BlockyardHost | undefined {
	// `select` answers undefined for a store no registry up the chain has.
	return useSelect((select) => (select(hostStore) as HostSelectors)?.getHost(), []);
}

/**
 * The host of the editor this component renders in.
 * @throws {MissingHostError} when the editor has none.
 *
 * @example
 * const { api, site } = useHost();
 */
export function useHost(): BlockyardHost {
	const host = useOptionalHost();
	if (host === undefined) {
		throw new MissingHostError();
	}
	return host;
}

/** The post being edited; re-renders when it changes. */
export function useHostPost(): HostPost {
	const host = useHost();
	return useSyncExternalStore(host.subscribe, host.getPost, host.getPost);
}
