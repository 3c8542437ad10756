import { setLocaleData } from '@wordpress/i18n';

import type { PageLanguage } from './locale';
import type * as RightToLeft from './right-to-left';

/**
 * Puts a page's language to use (`startPageLanguage` of locale.ts began loading it): Blockyard's
 * translation, set before any block registers (block.json titles, descriptions and keywords are
 * translated then), and right to left, before anything renders (Gutenberg's components read the
 * direction as they draw). Answers the right-to-left code, when the page reads that way.
 */
export async function applyPageLanguage({
	translation,
	rightToLeft,
}: PageLanguage): Promise<typeof RightToLeft | undefined> {
	const data = await translation;
	if (data !== undefined) {
		setLocaleData(data, 'blockyard');
	}
	const turned = await rightToLeft;
	await turned?.makePageRightToLeft();
	return turned;
}
