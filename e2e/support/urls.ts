import { workerServices } from './worker-services';

/** The environment variable the playground suite's global setup publishes each worker's services under. */
export const PLAYGROUND_SERVICES = 'BLOCKYARD_E2E_PLAYGROUND_SERVICES';

export interface PlaygroundServices {
	/** The built playground's URL, ending with a slash. */
	readonly playgroundUrl: string;
	/** The local provider's URL, ending with a slash. */
	readonly providerUrl: string;
	/** The provider's data folder nonce. */
	readonly providerNonce: string;
}

const services = (): PlaygroundServices =>
	workerServices<PlaygroundServices>(PLAYGROUND_SERVICES, 'e2e/playwright.config.ts');

/** This worker's built playground, its URL ending with a slash. */
export const playgroundUrl = (): string => services().playgroundUrl;
/** This worker's local provider, its URL ending with a slash. */
export const providerUrl = (): string => services().providerUrl;
/** The header a test sends with a request that changes the provider's site, as the playground does. */
export const providerNonceHeader = (): Record<string, string> => ({
	'X-WP-Nonce': services().providerNonce,
});
