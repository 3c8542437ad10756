import type { BlockVariation } from '@wordpress/blocks';
import { __, _x } from '@wordpress/i18n';
import type { ReactElement } from 'react';

import { descriptIcon, facebookIcon, instagramIcon, loomIcon, smartFrameIcon } from './icons';
import { EMBED_VARIATION_PATTERNS, type EmbedVariationAttributes, type EmbedVariationName } from './patterns';

/**
 * One variation of the Embed block, as `registerBlockVariation` takes it; `patterns`, which the
 * Embed block reads, is not in the variation's published type.
 */
export type EmbedVariation = BlockVariation<EmbedVariationAttributes> & {
	readonly name: EmbedVariationName;
	readonly patterns: RegExp[];
	readonly attributes: EmbedVariationAttributes;
};

function variation(
	name: EmbedVariationName,
	title: string,
	description: string,
	icon: ReactElement,
	keywords: string[]
): EmbedVariation {
	return {
		name,
		title,
		description,
		icon,
		keywords,
		patterns: [...EMBED_VARIATION_PATTERNS[name]],
		attributes: { providerNameSlug: name, responsive: true },
		// The variation a block is shown as: the one naming its provider, as the Embed block's own.
		isActive: ['providerNameSlug'],
	};
}

/**
 * The variations, made when registered so their words are in the editor's language. Services'
 * names are not translated.
 */
export function embedVariations(): readonly EmbedVariation[] {
	return [
		variation('descript', 'Descript', __('Embed a Descript video or audio.', 'blockyard'), descriptIcon, [
			_x('video', 'block search term', 'blockyard'),
			_x('podcast', 'block search term', 'blockyard'),
		]),
		variation('facebook', 'Facebook', __('Embed a Facebook post.', 'blockyard'), facebookIcon, [
			_x('social', 'block search term', 'blockyard'),
		]),
		variation('instagram', 'Instagram', __('Embed an Instagram post.', 'blockyard'), instagramIcon, [
			_x('image', 'block search term', 'blockyard'),
			_x('social', 'block search term', 'blockyard'),
		]),
		variation('loom', 'Loom', __('Embed a Loom video.', 'blockyard'), loomIcon, [
			_x('video', 'block search term', 'blockyard'),
			_x('screen recording', 'block search term', 'blockyard'),
		]),
		variation('smartframe', 'SmartFrame', __('Embed a SmartFrame image.', 'blockyard'), smartFrameIcon, [
			_x('image', 'block search term', 'blockyard'),
			_x('photo', 'block search term', 'blockyard'),
		]),
	];
}
