// What the Embed block's variations match and frame, without the variations themselves (their
// icons and words load in a chunk of their own: register.ts): the package's public constants.

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
