import type { AiTokenOptions } from '@blockyard/api-client';
import type { HostSite } from '@blockyard/ui';

/**
 * Which path the AI token is asked on for a site: a simple site whose id the
 * host knows asks the platform (`sites/{id}/jetpack-openai-query/jwt`);
 * every other site, and a simple site of unknown id, asks the provider
 * plugin's path with the nonce.
 *
 * @example
 * ai.requestToken(host.api, { ...tokenSite(host.site), signal });
 */
export function tokenSite(
	site: Pick<HostSite, 'type' | 'id'>
): Pick<AiTokenOptions, 'simpleSite' | 'siteId'> {
	return site.type === 'simple' && site.id !== undefined
		? { simpleSite: true, siteId: site.id }
		: { simpleSite: false };
}
