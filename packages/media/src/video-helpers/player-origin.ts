// Where the service's player is served from: its own hosts over https, or this machine, where
// the local provider stands in for the service. Its frames and its messages are taken from there only.
import { isLoopbackHost, isProviderUrl } from '@blockyard/api-client';

import { HOSTED_VIDEO_HOST } from './hosted-video-address';

/** The hosts the service's player is served from. */
export const PLAYER_HOSTS: readonly string[] = [HOSTED_VIDEO_HOST, `www.${HOSTED_VIDEO_HOST}`];

/** Whether `origin` is the video service's player (or the local provider standing in for it). */
export function isPlayerOrigin(origin: string, hosts: readonly string[] = PLAYER_HOSTS): boolean {
	try {
		const url = new URL(origin);
		return isProviderUrl(url, hosts) || isLoopbackHost(url.hostname);
	} catch {
		return false;
	}
}
