import { paidBlock } from './paid-blocks';

/** The attribute every paid block gains: whether the site's visitors may see its banner. */
export const FRONTEND_BANNER_ATTRIBUTE = 'shouldDisplayFrontendBanner';

/**
 * The `blocks.registerBlockType` filter: a paid block gains `shouldDisplayFrontendBanner`
 * (boolean, default true); other blocks are left as they are. Its default keeps it out of the
 * saved comment, so adding it changes no post.
 */
export function withFrontendBannerAttribute<Settings extends { attributes?: Record<string, unknown> }>(
	settings: Settings,
	name: string
): Settings {
	if (paidBlock(name) === undefined) {
		return settings;
	}
	return {
		...settings,
		attributes: {
			...settings.attributes,
			[FRONTEND_BANNER_ATTRIBUTE]: { type: 'boolean', default: true },
		},
	};
}
