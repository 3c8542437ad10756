import type { Transport } from '../../transport';
import { externalMediaCalls } from './external-media';
import { gifCalls } from './gif';
import { instagramGalleryCalls } from './instagram-gallery';
import { mailchimpCalls } from './mailchimp';
import { mapboxCalls } from './mapbox';
import { mapkitCalls } from './mapkit';
import { membershipsCalls } from './memberships';
import { resolveRedirectCalls } from './resolve-redirect';
import { subscribersCalls } from './subscribers';
import { videopressCalls } from './videopress';

/** The hosted platform's calls (`wpcom/v2`), one area each: `client.hosted.<area>`. */
export function hostedCalls(transport: Transport) {
	return {
		externalMedia: externalMediaCalls(transport),
		gif: gifCalls(transport),
		instagramGallery: instagramGalleryCalls(transport),
		mailchimp: mailchimpCalls(transport),
		mapbox: mapboxCalls(transport),
		mapkit: mapkitCalls(transport),
		memberships: membershipsCalls(transport),
		resolveRedirect: resolveRedirectCalls(transport),
		subscribers: subscribersCalls(transport),
		videopress: videopressCalls(transport),
	};
}
