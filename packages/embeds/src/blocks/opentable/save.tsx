import { useBlockProps } from '@wordpress/block-editor';

import { SavedFrame } from '../../embed/saved-frame';
import {
	OPENTABLE_HOSTS,
	openTableFrame,
	openTableWidgetData,
	reservationPages,
	restaurantIds,
	shownStyle,
} from './frame';
import type { OpenTableAttributes } from './types';

/** The words of a reservation link saved before any were written in the editor. */
const FALLBACK_LINK_TEXT = 'Reserve a table on OpenTable';

/** The wrapper's classes: the style shown (for its size) and the button without its margin. */
export function openTableClassName(attributes: OpenTableAttributes): string {
	const style = shownStyle(attributes.style, restaurantIds(attributes.rid).length);
	return [
		`blockyard-opentable--${style}`,
		style === 'button' && attributes.negativeMargin ? 'has-no-margin' : '',
	]
		.filter(Boolean)
		.join(' ');
}

/**
 * The widget's frame in the block's wrapper, or, without a frame, the placeholder the visitor's
 * script loads OpenTable's widget into (its settings as data attributes: a saved `<script>`
 * would not survive WordPress's content filter for most authors, and is never ours to save)
 * followed by a link to each restaurant's reservation page, the way there until the widget
 * has drawn; an empty wrapper before a restaurant is chosen.
 */
export default function save({ attributes }: { attributes: OpenTableAttributes }) {
	const pages = reservationPages(attributes);
	const blockProps = useBlockProps.save(
		pages.length > 0 ? { className: openTableClassName(attributes) } : {}
	);
	if (pages.length === 0) {
		return <div {...blockProps} />;
	}
	if (attributes.iframe) {
		return (
			<div {...blockProps}>
				<SavedFrame frame={openTableFrame(attributes)} hosts={OPENTABLE_HOSTS} />
			</div>
		);
	}
	const text =
		(typeof attributes.linkText === 'string' ? attributes.linkText.trim() : '') || FALLBACK_LINK_TEXT;
	return (
		<div {...blockProps}>
			<div className="wp-block-blockyard-opentable__widget" {...openTableWidgetData(attributes)} />
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
