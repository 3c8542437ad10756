import type { ExternalMediaItem } from '@blockyard/api-client';
import { useRef, useState } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';
import type { CSSProperties, KeyboardEvent } from 'react';

import { gridFocusAfter } from '../grid-keys';

export interface MediaGridProps {
	readonly label: string;
	readonly items: readonly ExternalMediaItem[];
	readonly selected: readonly ExternalMediaItem[];
	readonly multiple: boolean;
	/** Picks or unpicks an image. */
	readonly onToggle: (item: ExternalMediaItem) => void;
	/** Opens an album. */
	readonly onOpenFolder: (item: ExternalMediaItem) => void;
	/** Nothing can be picked (the picked items are being copied). */
	readonly disabled: boolean;
}

// Inline styles: the modal renders outside the block canvas, where no block stylesheet applies.
const GRID: CSSProperties = {
	display: 'grid',
	gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
	gap: '8px',
	margin: 0,
	padding: '4px',
	listStyle: 'none',
};
const ITEM: CSSProperties = {
	position: 'relative',
	display: 'flex',
	flexDirection: 'column',
	gap: '4px',
	padding: '4px',
	border: '2px solid transparent',
	borderRadius: '2px',
	cursor: 'pointer',
};
const SELECTED: CSSProperties = { ...ITEM, borderColor: 'var(--wp-admin-theme-color, #3858e9)' };
const THUMB: CSSProperties = {
	display: 'block',
	width: '100%',
	aspectRatio: '1',
	objectFit: 'cover',
	background: '#f0f0f0',
};
const CAPTION: CSSProperties = {
	fontSize: '12px',
	overflow: 'hidden',
	textOverflow: 'ellipsis',
	whiteSpace: 'nowrap',
};

const isFolder = (item: ExternalMediaItem) => item.type === 'folder';

function thumbnailOf(item: ExternalMediaItem): string {
	const thumbnails = (item.thumbnails ?? {}) as Readonly<Record<string, unknown>>;
	for (const size of ['medium', 'thumbnail', 'fmt_hd', 'large']) {
		const url = thumbnails[size];
		if (typeof url === 'string' && url !== '') {
			return url;
		}
	}
	return item.URL;
}

function nameOf(item: ExternalMediaItem): string {
	const name = item.title || item.caption || (typeof item.name === 'string' ? item.name : '');
	return name || __('Untitled', 'blockyard');
}

/** How many items the first row holds, as laid out now (1 when the browser does no layout). */
function columnsOf(options: readonly (HTMLElement | null)[]): number {
	const first = options[0];
	if (!first) {
		return 1;
	}
	const count = options.filter((option) => option && option.offsetTop === first.offsetTop).length;
	return Math.max(1, count);
}

/**
 * The items of a source as a listbox: each image an option the user picks with a click, Space or
 * Enter (albums open instead); the arrow keys move between items by one or by a row, Home and End
 * to the ends. One item at a time is in the tab order.
 */
export function MediaGrid({
	label,
	items,
	selected,
	multiple,
	onToggle,
	onOpenFolder,
	disabled,
}: MediaGridProps) {
	const [focused, setFocused] = useState(0);
	const options = useRef<(HTMLLIElement | null)[]>([]);
	const active = Math.min(focused, Math.max(0, items.length - 1));

	const activate = (item: ExternalMediaItem) => {
		if (disabled) {
			return;
		}
		if (isFolder(item)) {
			onOpenFolder(item);
		} else {
			onToggle(item);
		}
	};

	const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
		if (event.key === ' ' || event.key === 'Enter') {
			const item = items[active];
			if (item) {
				event.preventDefault();
				activate(item);
			}
			return;
		}
		const next = gridFocusAfter(
			event.key,
			active,
			items.length,
			columnsOf(options.current.slice(0, items.length))
		);
		if (next !== undefined) {
			event.preventDefault();
			setFocused(next);
			options.current[next]?.focus();
		}
	};

	return (
		<ul
			className="blockyard-external-media__grid"
			role="listbox"
			aria-label={label}
			aria-multiselectable={multiple || undefined}
			aria-disabled={disabled || undefined}
			style={GRID}
			onKeyDown={onKeyDown}
		>
			{items.map((item, index) => {
				const isSelected = selected.some((entry) => entry.ID === item.ID);
				const children = typeof item.children === 'number' ? item.children : undefined;
				return (
					<li
						key={item.ID}
						ref={(element) => {
							options.current[index] = element;
						}}
						role="option"
						aria-selected={isSelected}
						tabIndex={index === active ? 0 : -1}
						className={`blockyard-external-media__item${isSelected ? ' is-selected' : ''}${isFolder(item) ? ' is-folder' : ''}`}
						style={isSelected ? SELECTED : ITEM}
						onClick={() => {
							setFocused(index);
							activate(item);
						}}
						onFocus={() => setFocused(index)}
					>
						<img src={thumbnailOf(item)} alt="" style={THUMB} loading="lazy" />
						<span style={CAPTION}>
							{isFolder(item) && children !== undefined
								? sprintf(
										/* translators: 1: an album's name, 2: how many items it holds. */
										_n('%1$s (%2$d item)', '%1$s (%2$d items)', children, 'blockyard'),
										nameOf(item),
										children
									)
								: nameOf(item)}
						</span>
					</li>
				);
			})}
		</ul>
	);
}
