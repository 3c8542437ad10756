import { mapkitTokenSchema } from '@blockyard/api-client';

/**
 * A MapKit token for a visitor's map, from the site's route at `url`: its answer checked
 * against the provider's token shape (`{ wpcom_mapkit_access_token }`). Rejects on a refusal,
 * an unreachable route or an answer of another shape. The route is the site's own, asked as
 * any request of the page is (without a nonce, WordPress answers it as to anyone).
 */
export async function fetchVisitorMapkitToken(url: string, signal?: AbortSignal): Promise<string> {
	const response = await fetch(url, {
		credentials: 'same-origin',
		headers: { Accept: 'application/json' },
		...(signal ? { signal } : {}),
	});
	if (!response.ok) {
		throw new Error(`The MapKit token route answered ${String(response.status)}.`);
	}
	const answer = mapkitTokenSchema.safeParse(await response.json());
	if (!answer.success) {
		throw new Error('The MapKit token route answered something other than a token.');
	}
	return answer.data.wpcom_mapkit_access_token;
}
