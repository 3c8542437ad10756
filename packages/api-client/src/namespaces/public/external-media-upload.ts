import type { Api } from '../../api';
import {
	externalMediaCopySchema,
	type ExternalMediaCopy,
	type ExternalMediaCopyItem,
	type ExternalMediaService,
} from '../hosted/external-media';

/**
 * The platform's own copy of external media, for a site the platform hosts (a `simple`
 * site): `POST rest/v1.1/external-media-upload?service={service}` on the public API, as the
 * signed-in user (it writes to the site's media library: `publicApiAsUser`), where a site on
 * its own install copies through `wpcom/v2/external-media/copy/{service}`
 * (`hostedExternalMedia.copy`). Same body, same answer.
 *
 * @example
 * const copied = await publicExternalMedia.upload(api, 'pexels', [{ id, guid }], postId);
 */
export const publicExternalMedia = {
	/**
	 * Copies the items into the site's media library (`postId`: the post they go in, 0 when
	 * there is none). One entry per item, in order: the new attachment or its `errors`.
	 */
	upload: async (
		api: Api,
		service: ExternalMediaService,
		items: readonly ExternalMediaCopyItem[],
		postId = 0
	): Promise<ExternalMediaCopy> => {
		const copied = await api.publicApiAsUser.request('external-media-upload', {
			call: 'publicExternalMedia.upload',
			method: 'post',
			searchParams: { service },
			json: {
				external_ids: items.map((item) => item.id),
				media: items.map(({ guid, caption, title }) => ({ guid, caption, title })),
				service,
				post_id: postId,
			},
			schema: externalMediaCopySchema,
		});
		return Array.isArray(copied) ? copied : copied.media;
	},
};
