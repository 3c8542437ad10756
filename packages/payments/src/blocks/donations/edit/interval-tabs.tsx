import { useId, useRef } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { KeyboardEvent, ReactNode } from 'react';

import { element } from '../markup';
import type { DonationInterval } from '../types';

/** The tab names, translated here in the editor. */
export function intervalLabel(interval: DonationInterval): string {
	switch (interval) {
		case '1 month':
			return __('Monthly', 'blockyard');
		case '1 year':
			return __('Yearly', 'blockyard');
		default:
			return __('One-Time', 'blockyard');
	}
}

export interface IntervalTabsProps {
	readonly intervals: readonly DonationInterval[];
	readonly active: DonationInterval;
	readonly onSelect: (interval: DonationInterval) => void;
	/** The active interval's panel. */
	readonly children: ReactNode;
}

/**
 * The intervals as tabs (a tab list with the active tab's panel): the arrow keys move between
 * tabs, Home and End go to the first and the last.
 */
export function IntervalTabs({ intervals, active, onSelect, children }: IntervalTabsProps) {
	const id = useId();
	const list = useRef<HTMLDivElement>(null);
	const tabId = (interval: DonationInterval) => `blockyard-donations-${id}-${interval.replace(' ', '-')}`;

	const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
		const index = intervals.indexOf(active);
		const last = intervals.length - 1;
		const next =
			event.key === 'ArrowRight'
				? (index + 1) % intervals.length
				: event.key === 'ArrowLeft'
					? (index + last) % intervals.length
					: event.key === 'Home'
						? 0
						: event.key === 'End'
							? last
							: undefined;
		const interval = next === undefined ? undefined : intervals[next];
		if (interval === undefined) {
			return;
		}
		// Handled here: the editor would move to another block on an arrow key.
		event.preventDefault();
		event.stopPropagation();
		onSelect(interval);
		list.current?.ownerDocument.getElementById(tabId(interval))?.focus();
	};

	return (
		<>
			<div
				ref={list}
				className={element('tabs')}
				role="tablist"
				aria-label={__('Donation frequency', 'blockyard')}
				onKeyDown={onKeyDown}
			>
				{intervals.map((interval) => (
					<button
						key={interval}
						id={tabId(interval)}
						type="button"
						role="tab"
						className={element('tab')}
						aria-selected={interval === active}
						aria-controls={`${tabId(interval)}-panel`}
						tabIndex={interval === active ? 0 : -1}
						onClick={() => onSelect(interval)}
					>
						{intervalLabel(interval)}
					</button>
				))}
			</div>
			<div
				id={`${tabId(active)}-panel`}
				className={element('tab-panel')}
				role="tabpanel"
				aria-labelledby={tabId(active)}
			>
				{children}
			</div>
		</>
	);
}
