// What an editor types into the Tock block's popover: the business name, or the whole address
// of its Tock page (`https://www.exploretock.com/roadhouse`, with or without a scheme or
// `www.`, even with a page under it), whose first path segment is the name.
import { safeProviderUrl } from '@blockyard/api-client';
import type { EmbedParseResult } from '../../embed/provider';
import { isBusinessName, TOCK_HOST, tockAddress } from './business-name';
import type { TockAttributes } from './types';

/** Hosts of Tock's pages an editor may paste an address of. */
const PAGE_HOSTS: readonly string[] = [TOCK_HOST, 'exploretock.com'];

/**
 * The business name in `text`, or why there is none: `not-provider` for an address of another
 * site, `not-embeddable` for a name with other characters than letters, digits, `-`, `_`, `.`.
 *
 * @example
 * parseTock('https://www.exploretock.com/roadhouse/search') // { ok: true, attributes: { url: 'roadhouse' }, … }
 */
export function parseTock(text: string): EmbedParseResult<TockAttributes> {
	const trimmed = text.trim();
	if (trimmed === '') {
		return { ok: false, reason: 'empty' };
	}
	let name = trimmed;
	if (/[/:]/.test(trimmed)) {
		const address = safeProviderUrl(trimmed, PAGE_HOSTS);
		if (!address) {
			return { ok: false, reason: 'not-provider' };
		}
		name = address.pathname.split('/')[1] ?? '';
	}
	if (!isBusinessName(name)) {
		return { ok: false, reason: 'not-embeddable' };
	}
	return { ok: true, attributes: { url: name }, url: tockAddress(name) };
}
