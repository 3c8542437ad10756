import { hostedInstagramGallery, type Api } from '@blockyard/api-client';

import { galleryNumber } from './limits';
import { readGalleryImages } from './read-gallery';

/** The alignments the block supports, as class names `align<name>`. */
const ALIGNMENTS = new Set(['left', 'center', 'right', 'wide', 'full']);

const escapeAttribute = (text: string): string =>
	text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The wrapper's classes as the block's save gives them: its own, its alignment, the columns,
 * the stacking and the author's classes (letters, digits, `-` and `_` only).
 */
function wrapperClasses(attributes: Readonly<Record<string, unknown>>): string {
	const { align, className, isStackedOnMobile } = attributes;
	const classes = ['wp-block-blockyard-instagram-gallery'];
	if (typeof align === 'string' && ALIGNMENTS.has(align)) {
		classes.push(`align${align}`);
	}
	classes.push(`has-${galleryNumber('columns', attributes['columns'])}-columns`);
	if (!('isStackedOnMobile' in attributes) || Boolean(isStackedOnMobile)) {
		classes.push('is-stacked-on-mobile');
	}
	if (typeof className === 'string') {
		for (const name of className.split(/\s+/)) {
			const kept = name.replace(/[^A-Za-z0-9_-]/g, '');
			if (kept !== '' && !classes.includes(kept)) classes.push(kept);
		}
	}
	return classes.join(' ');
}

/**
 * The account's latest photos as visitors see them, for a saved gallery's attributes (from its
 * block comment: untrusted, each read as possibly of the wrong shape): the provider's gallery for
 * the block's token and count, written as the block's save writes its grid (the same classes,
 * `gap` and items; every address through the saved-output policy, untitled photos named
 * "Instagram post n"). Undefined when the block has no token or the provider cannot give the
 * photos: the saved grid then stays. The token is not part of what is answered.
 *
 * The WordPress plugin's render filter does the same in PHP; the playground's preview uses this.
 *
 * @example
 * const html = (await renderInstagramGalleryGrid(attributes, api)) ?? savedHtml;
 */
export async function renderInstagramGalleryGrid(
	attributes: Readonly<Record<string, unknown>>,
	api: Api,
	signal?: AbortSignal
): Promise<string | undefined> {
	const token = attributes['accessToken'];
	if (typeof token !== 'string' || token === '') {
		return undefined;
	}
	const count = galleryNumber('count', attributes['count']);
	const gallery = await hostedInstagramGallery.gallery(api, token, count, signal).catch(() => undefined);
	if (gallery === undefined) {
		return undefined;
	}
	const items = readGalleryImages(gallery)
		.slice(0, count)
		.map(({ url, link, title }) => {
			const img = `<img src="${escapeAttribute(url)}" alt="${escapeAttribute(title ?? '')}" loading="lazy"/>`;
			return link === undefined
				? `<span class="wp-block-blockyard-instagram-gallery__item">${img}</span>`
				: `<a class="wp-block-blockyard-instagram-gallery__item" href="${escapeAttribute(link)}" rel="noopener noreferrer">${img}</a>`;
		});
	return `<div class="${escapeAttribute(wrapperClasses(attributes))}" style="gap:${galleryNumber('spacing', attributes['spacing'])}px">${items.join('')}</div>`;
}
