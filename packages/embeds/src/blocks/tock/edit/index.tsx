import { BlockPlaceholder } from '@blockyard/ui';
import { useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { store } from '@wordpress/icons';

import { EmbedOverlay } from '../../../embed/embed-overlay';
import { EmbedToolbar } from '../../../embed/embed-toolbar';
import { parseTock } from '../parse';
import type { TockAttributes } from '../types';
import { TockWidget } from '../widget';
import { BusinessNamePopover } from './business-name-popover';

/** The message for text that is not a business name on Tock. */
export const businessNameError = (): string =>
	__(
		'That is not a Tock business name. Use letters, digits, hyphens (-), underscores (_) and dots (.) only, as in exploretock.com/your-name.',
		'blockyard'
	);

/**
 * The Tock block's edit: the widget's preview under an overlay, and the toolbar's Edit, which
 * opens the popover for the business name (open by itself while there is none).
 */
export default function TockEdit({ attributes, setAttributes, isSelected }: BlockEditProps<TockAttributes>) {
	const stored = attributes.url ?? '';
	const [anchor, setAnchor] = useState<HTMLElement | null>(null);
	const blockProps = useBlockProps({ ref: setAnchor });
	const [text, setText] = useState(stored);
	const [error, setError] = useState<string | undefined>(undefined);
	const [editing, setEditing] = useState(false);
	// Closed by the editor while there is no name yet: it stays closed until Edit, or until the
	// block is selected again.
	const [dismissed, setDismissed] = useState(false);

	const reset = () => {
		setText(stored);
		setError(undefined);
		setEditing(false);
	};
	useEffect(() => {
		if (!isSelected) {
			setText(stored);
			setError(undefined);
			setEditing(false);
			setDismissed(false);
		}
	}, [isSelected, stored]);

	const open = isSelected && (editing || (stored === '' && !dismissed));
	const close = () => {
		reset();
		setDismissed(true);
	};
	const submit = () => {
		if (text.trim() === '') {
			return;
		}
		const parsed = parseTock(text);
		if (!parsed.ok || parsed.attributes.url === undefined) {
			setError(businessNameError());
			return;
		}
		setAttributes({ url: parsed.attributes.url });
		setText(parsed.attributes.url);
		setError(undefined);
		setEditing(false);
		setDismissed(true);
	};

	return (
		<>
			<EmbedToolbar onEdit={() => (open ? close() : setEditing(true))} />
			<div {...blockProps}>
				{stored === '' ? (
					<BlockPlaceholder
						label={__('Tock', 'blockyard')}
						icon={store}
						instructions={__(
							'Enter your business name on Tock to show its Book now button.',
							'blockyard'
						)}
					/>
				) : (
					<EmbedOverlay isSelected={isSelected} className="blockyard-tock__preview">
						<TockWidget name={stored} />
					</EmbedOverlay>
				)}
				{open ? (
					<BusinessNamePopover
						anchor={anchor}
						text={text}
						onChange={(value) => {
							setText(value);
							setError(undefined);
						}}
						onSubmit={submit}
						onClose={close}
						error={error}
					/>
				) : null}
			</div>
		</>
	);
}
