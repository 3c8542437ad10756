import type { BlockVariation } from '@wordpress/blocks';
import { __, _x } from '@wordpress/i18n';
import type { ReactElement } from 'react';

import { descriptIcon, facebookIcon, instagramIcon, loomIcon, smartFrameIcon } from './icons';

/** The block the variations belong to: WordPress's own Embed block. */
export const CORE_EMBED_BLOCK_NAME = 'core/embed';

/** The services embedded through variations of the Embed block. */
export type EmbedVariationName = 'descript' | 'facebook' | 'instagram' | 'loom' | 'smartframe';

/** What a variation sets on the Embed block: which provider it is, and a frame that keeps its ratio. */
export type EmbedVariationAttributes = {
	readonly providerNameSlug: EmbedVariationName;
	readonly responsive: true;
};

/**
 * One variation of the Embed block, as `registerBlockVariation` takes it; `patterns`, which the
 * Embed block reads, is not in the variation's published type.
 */
export type EmbedVariation = BlockVariation<EmbedVariationAttributes> & {
	readonly name: EmbedVariationName;
	readonly patterns: RegExp[];
	readonly attributes: EmbedVariationAttributes;
};

/**
 * The addresses each service's pages have. The Embed block picks the variation whose pattern
 * an address pasted into it (or into a paragraph) matches, as it does for its own providers.
 * Each names the service's exact hosts, so a look-alike host (`loom.com.example`) matches none.
 */
export const EMBED_VARIATION_PATTERNS: Readonly<Record<EmbedVariationName, readonly RegExp[]>> = {
	descript: [/^https:\/\/share\.descript\.com\/(?:view|embed)\/\w+/i],
	facebook: [/^https?:\/\/(?:www\.|m\.|web\.)?facebook\.com\/.+/i, /^https?:\/\/fb\.watch\/.+/i],
	instagram: [/^https?:\/\/(?:www\.)?instagr(?:\.am|am\.com)\/.+/i],
	loom: [/^https?:\/\/(?:www\.)?loom\.com\/(?:share|embed)\/.+/i],
	smartframe: [/^https?:\/\/(?:[a-z0-9-]+\.)?smartframe\.(?:io|net)\/.+/i],
};

/**
 * The hosts each service's embed frames come from: the package's `frame-hosts.json` lists them
 * with its blocks' own, so an author's saved frame of one of them is kept.
 */
export const EMBED_VARIATION_FRAME_HOSTS: Readonly<Record<EmbedVariationName, readonly string[]>> = {
	descript: ['share.descript.com'],
	facebook: ['www.facebook.com'],
	instagram: ['www.instagram.com'],
	loom: ['www.loom.com'],
	smartframe: ['embed.smartframe.io'],
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
