// Version 1 of blockyard/opentable, frozen. This folder holds everything version 1 saved with:
// its attributes and its save of the widget without a frame, as they were. It imports only
// @wordpress/* (a lint rule holds every `deprecated/` folder to that), so no later change to the
// block or to shared code can change what an old post must match. Never change it; a new
// version of the markup gets a folder of its own.
//
// Only the widget saved without a frame changed (its frame, and the empty wrapper, are saved
// as they were, and today's save reads them), so this version saves that markup alone.
import { useBlockProps } from '@wordpress/block-editor';
import type { BlockDeprecation, BlockSaveProps } from '@wordpress/blocks';

/** Version 1's attributes (a copy of the block's when it was frozen, the same as it migrates into). */
export type OpenTableV1Attributes = {
	rid: number[];
	style: 'standard' | 'tall' | 'wide' | 'button';
	iframe: boolean;
	domain: string;
	lang?: string;
	newtab: boolean;
	negativeMargin: boolean;
	linkText?: string;
	align?: string;
	className?: string;
};

const DOMAINS: Readonly<Record<string, string>> = {
	com: 'www.opentable.com',
	ca: 'www.opentable.ca',
	'co.uk': 'www.opentable.co.uk',
	'com.au': 'www.opentable.com.au',
	'com.mx': 'www.opentable.com.mx',
	de: 'www.opentable.de',
	ie: 'www.opentable.ie',
	it: 'www.opentable.it',
	jp: 'www.opentable.jp',
	nl: 'www.opentable.nl',
};
const LANGUAGES: readonly string[] = ['en-US', 'fr-CA', 'de-DE', 'es-MX', 'ja-JP', 'nl-NL', 'it-IT'];
const STYLES: readonly string[] = ['standard', 'tall', 'wide', 'button'];

function restaurantIdsV1(rid: unknown): number[] {
	if (!Array.isArray(rid)) {
		return [];
	}
	const ids = rid.filter((value): value is number => Number.isSafeInteger(value) && (value as number) > 0);
	return [...new Set(ids)];
}

function classNameV1(attributes: OpenTableV1Attributes, restaurants: number): string {
	const known: string = STYLES.includes(attributes.style) ? attributes.style : 'standard';
	const style = known === 'button' && restaurants > 1 ? 'standard' : known;
	return [
		`blockyard-opentable--${style}`,
		style === 'button' && attributes.negativeMargin ? 'has-no-margin' : '',
	]
		.filter(Boolean)
		.join(' ');
}

function reservationPagesV1(attributes: OpenTableV1Attributes): string[] {
	const host =
		(Object.hasOwn(DOMAINS, attributes.domain) ? DOMAINS[attributes.domain] : undefined) ??
		'www.opentable.com';
	const lang =
		attributes.lang !== undefined && LANGUAGES.includes(attributes.lang) ? attributes.lang : 'en-US';
	return restaurantIdsV1(attributes.rid).map((id) => {
		const page = new URL(`https://${host}/restref/client/`);
		page.searchParams.set('rid', String(id));
		page.searchParams.set('lang', lang);
		return page.href;
	});
}

/** Version 1 saved the widget without a frame as a link to each restaurant's reservation page. */
function saveV1({ attributes: saved }: BlockSaveProps<Record<string, unknown>>) {
	const attributes = saved as OpenTableV1Attributes;
	const pages = reservationPagesV1(attributes);
	const blockProps = useBlockProps.save({ className: classNameV1(attributes, pages.length) });
	const text =
		(typeof attributes.linkText === 'string' ? attributes.linkText.trim() : '') ||
		'Reserve a table on OpenTable';
	return (
		<div {...blockProps}>
			{pages.map((href) => (
				<p key={href} className="wp-block-blockyard-opentable__link">
					{attributes.newtab ? (
						<a href={href} target="_blank" rel="noreferrer noopener">
							{text}
						</a>
					) : (
						<a href={href}>{text}</a>
					)}
				</p>
			))}
		</div>
	);
}

export const v1: BlockDeprecation<OpenTableV1Attributes> = {
	attributes: {
		rid: { type: 'array', default: [] },
		style: { type: 'string', enum: ['standard', 'tall', 'wide', 'button'], default: 'standard' },
		iframe: { type: 'boolean', default: true },
		domain: { type: 'string', default: 'com' },
		lang: { type: 'string' },
		newtab: { type: 'boolean', default: false },
		negativeMargin: { type: 'boolean', default: false },
		linkText: { type: 'string' },
	},
	supports: { align: true, html: false },
	save: saveV1,
};
