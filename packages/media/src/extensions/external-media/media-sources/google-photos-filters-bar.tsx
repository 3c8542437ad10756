import { Button, SelectControl } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import type { CSSProperties } from 'react';

import {
	addableFilters,
	addFilter,
	type DateFilter,
	type DateRangeKind,
	FILTER_KINDS,
	type FilterKind,
	GOOGLE_PHOTOS_CATEGORIES,
	type GooglePhotosCategory,
	type GooglePhotosFilters,
	MIN_YEAR,
	type MediaTypeFilter,
	removeFilter,
	setFilter,
} from '../google-photos-filters';

export interface GooglePhotosFiltersBarProps {
	/** The filters the list shows now. */
	readonly applied: GooglePhotosFilters;
	readonly onApply: (filters: GooglePhotosFilters) => void;
	readonly disabled: boolean;
}

const BAR: CSSProperties = {
	display: 'flex',
	flexWrap: 'wrap',
	alignItems: 'flex-end',
	gap: '8px',
	margin: '0 0 12px',
};
const ROW: CSSProperties = { display: 'flex', alignItems: 'flex-end', gap: '4px' };

function kindLabel(kind: FilterKind): string {
	switch (kind) {
		case 'category':
			return __('Category', 'blockyard');
		case 'date':
			return __('Date', 'blockyard');
		case 'favorite':
			return __('Favorites', 'blockyard');
		case 'mediaType':
			return __('Media Type', 'blockyard');
	}
}

const dateRangeOptions = () => [
	{ value: 'any', label: __('Any time', 'blockyard') },
	{ value: 'last7Days', label: __('Last 7 days', 'blockyard') },
	{ value: 'last30Days', label: __('Last 30 days', 'blockyard') },
	{ value: 'last6Months', label: __('Last 6 months', 'blockyard') },
	{ value: 'last12Months', label: __('Last 12 months', 'blockyard') },
	{ value: 'month', label: __('Specific month', 'blockyard') },
];

const monthOptions = () => [
	{ value: '', label: __('Any month', 'blockyard') },
	...Array.from({ length: 12 }, (_, index) => ({
		value: String(index + 1),
		label: new Date(2000, index, 1).toLocaleString(undefined, { month: 'long' }),
	})),
];

const categoryLabel = (category: GooglePhotosCategory) =>
	category.charAt(0).toUpperCase() + category.slice(1);

/**
 * The Google Photos filters: a row for each filter the user added, where they choose which filter
 * it is and its value, with 'Remove Filter'; 'Add Filter' adds a row with the next filter not in
 * use; 'Apply' shows the list they filter. (Plain controls, no menus: a menu's popover would open
 * outside the modal.)
 */
export function GooglePhotosFiltersBar({ applied, onApply, disabled }: GooglePhotosFiltersBarProps) {
	const [draft, setDraft] = useState<GooglePhotosFilters>(applied);
	const [order, setOrder] = useState<readonly FilterKind[]>(() =>
		FILTER_KINDS.filter((kind) => applied[kind] !== undefined)
	);
	const rows = order.filter((kind) => draft[kind] !== undefined);
	const addable = addableFilters(draft);
	const now = new Date();

	const add = () => {
		const kind = addable[0];
		if (kind !== undefined) {
			setDraft(addFilter(draft, kind));
			setOrder([...rows, kind]);
		}
	};
	const changeKind = (from: FilterKind, to: FilterKind) => {
		setDraft(addFilter(removeFilter(draft, from), to));
		setOrder(rows.map((kind) => (kind === from ? to : kind)));
	};

	const control = (kind: FilterKind) => {
		switch (kind) {
			case 'category':
				return (
					<SelectControl
						__nextHasNoMarginBottom
						label={kindLabel(kind)}
						value={draft.category}
						options={GOOGLE_PHOTOS_CATEGORIES.map((category) => ({
							value: category,
							label: categoryLabel(category),
						}))}
						onChange={(value: string) =>
							setDraft(setFilter(draft, 'category', value as GooglePhotosCategory))
						}
					/>
				);
			case 'mediaType':
				return (
					<SelectControl
						__nextHasNoMarginBottom
						label={kindLabel(kind)}
						value={draft.mediaType}
						options={[
							{ value: 'all', label: __('All', 'blockyard') },
							{ value: 'photo', label: __('Images', 'blockyard') },
							{ value: 'video', label: __('Videos', 'blockyard') },
						]}
						onChange={(value: string) =>
							setDraft(setFilter(draft, 'mediaType', value as MediaTypeFilter))
						}
					/>
				);
			case 'favorite':
				return null;
			case 'date':
				return (
					<DateControls
						value={draft.date ?? { range: 'any' }}
						now={now}
						onChange={(date) => setDraft(setFilter(draft, 'date', date))}
					/>
				);
		}
	};

	return (
		<div className="blockyard-external-media__filters" style={BAR}>
			{rows.map((kind, index) => (
				<div key={kind} style={ROW}>
					<SelectControl
						__nextHasNoMarginBottom
						label={sprintf(
							/* translators: %d: the filter's place in the list of filters, from 1. */
							__('Filter %d', 'blockyard'),
							index + 1
						)}
						value={kind}
						options={[kind, ...addable].map((option) => ({
							value: option,
							label: kindLabel(option),
						}))}
						onChange={(value: string) => changeKind(kind, value as FilterKind)}
					/>
					{control(kind)}
					<Button variant="tertiary" onClick={() => setDraft(removeFilter(draft, kind))}>
						{__('Remove Filter', 'blockyard')}
					</Button>
				</div>
			))}
			<Button variant="secondary" disabled={addable.length === 0} onClick={add}>
				{__('Add Filter', 'blockyard')}
			</Button>
			<Button variant="primary" disabled={disabled} onClick={() => onApply(draft)}>
				{__('Apply', 'blockyard')}
			</Button>
		</div>
	);
}

function DateControls({
	value,
	now,
	onChange,
}: {
	value: DateFilter;
	now: Date;
	onChange: (date: DateFilter) => void;
}) {
	const year = value.range === 'month' ? value.year : now.getFullYear();
	return (
		<>
			<SelectControl
				__nextHasNoMarginBottom
				label={__('Date', 'blockyard')}
				value={value.range}
				options={dateRangeOptions()}
				onChange={(range: string) =>
					onChange(
						range === 'month'
							? { range: 'month', year: now.getFullYear(), month: now.getMonth() + 1 }
							: { range: range as Exclude<DateRangeKind, 'month'> }
					)
				}
			/>
			{value.range === 'month' ? (
				<>
					<SelectControl
						__nextHasNoMarginBottom
						label={__('Month', 'blockyard')}
						value={value.month === undefined ? '' : String(value.month)}
						options={monthOptions()}
						onChange={(month: string) =>
							onChange(
								month === ''
									? { range: 'month', year }
									: { range: 'month', year, month: Number(month) }
							)
						}
					/>
					<SelectControl
						__nextHasNoMarginBottom
						label={__('Year', 'blockyard')}
						value={String(year)}
						options={Array.from({ length: now.getFullYear() - MIN_YEAR + 1 }, (_, index) => {
							const option = String(now.getFullYear() - index);
							return { value: option, label: option };
						})}
						onChange={(text: string) => onChange({ ...value, year: Number(text) })}
					/>
				</>
			) : null}
		</>
	);
}
