import type { Transport } from '../../transport';
import { catalogCalls } from './catalog';
import { connectionCalls } from './connection';
import { identityCrisisCalls } from './identity-crisis';
import { licensingCalls } from './licensing';
import { marketingCalls } from './marketing';
import { migrationCalls } from './migration';
import { modulesCalls } from './modules';
import { noticesCalls } from './notices';
import { pluginsCalls } from './plugins';
import { recommendationsCalls } from './recommendations';
import { searchCalls } from './search';
import { settingsCalls } from './settings';
import { setupCalls } from './setup';
import { siteCalls } from './site';
import { trackingCalls } from './tracking';
import { verifySiteCalls } from './verify-site';
import { wafCalls } from './waf';
import { wordadsCalls } from './wordads';

/**
 * The site-management calls of the provider plugin's namespace (`jetpack/v4`),
 * one area per module. `searchTransport` serves the search calls, whose root
 * may differ; by default they go where the others go.
 *
 * @example
 * const { authorizeUrl } = await client.plugin.connection.register({ registration_nonce, no_iframe: true });
 */
export function pluginCalls(transport: Transport, searchTransport: Transport = transport) {
	return {
		connection: connectionCalls(transport),
		tracking: trackingCalls(transport),
		modules: modulesCalls(transport),
		settings: settingsCalls(transport),
		plugins: pluginsCalls(transport),
		site: siteCalls(transport),
		catalog: catalogCalls(transport),
		setup: setupCalls(transport),
		recommendations: recommendationsCalls(transport),
		notices: noticesCalls(transport),
		verifySite: verifySiteCalls(transport),
		marketing: marketingCalls(transport),
		licensing: licensingCalls(transport),
		identityCrisis: identityCrisisCalls(transport),
		search: searchCalls(searchTransport),
		waf: wafCalls(transport),
		wordads: wordadsCalls(transport),
		migration: migrationCalls(transport),
	};
}

export type PluginCalls = ReturnType<typeof pluginCalls>;
