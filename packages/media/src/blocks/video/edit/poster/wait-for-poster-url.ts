import { waitForVideoPoster, type Api } from '@blockyard/api-client';
import { __ } from '@wordpress/i18n';

/** After this many answers that the poster is still being made, the block says it is taking a while. */
export const STILL_GENERATING_AFTER_POLLS = 3;

/**
 * The address of video `guid`'s poster once the service has made it (the api-client's
 * `waitForVideoPoster`: asked again after a pause that grows each time, for as long as it
 * takes, until `signal` aborts). `onStillGenerating` is called once the service has said
 * {@link STILL_GENERATING_AFTER_POLLS} times that it is still making it. An answer without a
 * poster is an error: the block keeps what it shows.
 */
export async function waitForPosterUrl(
	api: Api,
	guid: string,
	signal?: AbortSignal,
	onStillGenerating?: () => void
): Promise<string> {
	const { poster } = await waitForVideoPoster(api, guid, {
		signal,
		onGenerating: (polls) => {
			if (polls === STILL_GENERATING_AFTER_POLLS) {
				onStillGenerating?.();
			}
		},
	});
	if (!poster) {
		throw new Error(__('The video service made no poster.', 'blockyard'));
	}
	return poster;
}
