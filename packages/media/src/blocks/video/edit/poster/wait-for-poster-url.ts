import { waitForVideoPoster, type Api } from '@blockyard/api-client';
import { __ } from '@wordpress/i18n';

/**
 * The address of video `guid`'s poster once the service has made it (the api-client's
 * `waitForVideoPoster`: every 2 s until it stops generating). An answer without a poster is
 * an error: the block keeps what it shows.
 */
export async function waitForPosterUrl(api: Api, guid: string, signal?: AbortSignal): Promise<string> {
	const { poster } = await waitForVideoPoster(api, guid, { signal });
	if (!poster) {
		throw new Error(__('The video service made no poster.', 'blockyard'));
	}
	return poster;
}
