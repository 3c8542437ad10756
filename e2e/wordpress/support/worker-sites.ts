import { workerServices } from '../../support/worker-services';
import type { WordPressSite } from './wordpress-server';

/** The environment variable the WordPress suite's global setup publishes each worker's services under. */
export const WORDPRESS_SERVICES = 'BLOCKYARD_E2E_WORDPRESS_SERVICES';

export interface WordPressServices {
	/** The worker's local provider, its URL ending with a slash: the sites' provider root and platform. */
	readonly providerUrl: string;
	/** The worker's site of each version, by the version's name (`6.5`). */
	readonly sites: Readonly<Record<string, WordPressSite>>;
}

/** This worker's provider and sites. */
export const wordpressServices = (): WordPressServices =>
	workerServices<WordPressServices>(WORDPRESS_SERVICES, 'e2e/playwright.wordpress.config.ts');
