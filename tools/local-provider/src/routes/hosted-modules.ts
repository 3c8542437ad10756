import { mountRestV11Videos } from './rest-v1-1-videos';
import { mountRestV15Plans } from './rest-v1-5-plans';
import type { RouteModule } from './route-context';
import { mountSampleMedia } from './sample-media';
import { mountWpcomV2ExternalMedia } from './wpcom-v2-external-media';
import { mountWpcomV2Gif } from './wpcom-v2-gif';
import { mountWpcomV2InstagramGallery } from './wpcom-v2-instagram-gallery';
import { mountWpcomV2Mailchimp } from './wpcom-v2-mailchimp';
import { mountWpcomV2MapKeys } from './wpcom-v2-map-keys';
import { mountWpcomV2Memberships } from './wpcom-v2-memberships';
import { mountWpcomV2ResolveRedirect } from './wpcom-v2-resolve-redirect';
import { mountWpcomV2Subscribers } from './wpcom-v2-subscribers';
import { mountWpcomV2Videopress } from './wpcom-v2-videopress';

/** The hosted platform's areas (`wpcom/v2`) and the public API (`/rest/v1.1`, `/rest/v1.5`), with the sample images they serve. */
export const hostedRouteModules: readonly RouteModule[] = [
	{ namespace: 'wpcom/v2', mount: mountWpcomV2Memberships },
	{ namespace: 'wpcom/v2', mount: mountWpcomV2Subscribers },
	{ namespace: 'wpcom/v2', mount: mountWpcomV2Mailchimp },
	{ namespace: 'wpcom/v2', mount: mountWpcomV2InstagramGallery },
	{ namespace: 'wpcom/v2', mount: mountWpcomV2Gif },
	{ namespace: 'wpcom/v2', mount: mountWpcomV2MapKeys },
	{ namespace: 'wpcom/v2', mount: mountWpcomV2ExternalMedia },
	{ namespace: 'wpcom/v2', mount: mountWpcomV2Videopress },
	{ namespace: 'wpcom/v2', mount: mountWpcomV2ResolveRedirect },
	{ mount: mountRestV11Videos },
	{ mount: mountRestV15Plans },
	{ mount: mountSampleMedia },
];
