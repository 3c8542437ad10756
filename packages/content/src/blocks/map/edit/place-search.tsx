import type { MapPlace } from '@blockyard/api-client';
import { Spinner } from '@wordpress/components';
import { useEffect, useId, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { KeyboardEvent } from 'react';

import { element } from '../class-names';
import { usePlaceSearch } from './use-place-search';

/** The search box takes focus this long after the popover opens, once it has its place. */
const FOCUS_DELAY_MS = 50;

export interface PlaceSearchProps {
	readonly onChoose: (place: MapPlace) => void;
	/** The token of the map's Mapbox tiles, for Mapbox's search; `''` for the keyless one. */
	readonly mapboxToken: string;
}

/**
 * "Add a location": a combobox of places. Typing searches (250 ms after the
 * last key), up and down move through at most ten options, Enter chooses one,
 * Escape empties the box.
 */
export function PlaceSearch({ onChoose, mapboxToken }: PlaceSearchProps) {
	const id = `blockyard-map-search-${useId()}`;
	const input = useRef<HTMLInputElement>(null);
	const [query, setQuery] = useState('');
	const [active, setActive] = useState(-1);
	const search = usePlaceSearch(query, mapboxToken);
	const places = search.status === 'found' ? search.places : [];

	useEffect(() => {
		const timer = setTimeout(() => input.current?.focus(), FOCUS_DELAY_MS);
		return () => clearTimeout(timer);
	}, []);
	useEffect(() => setActive(-1), [search]);

	const choose = (place: MapPlace | undefined) => {
		if (place) {
			onChoose(place);
			setQuery('');
		}
	};

	const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
		if (event.key === 'ArrowDown' && places.length > 0) {
			event.preventDefault();
			setActive((index) => (index + 1) % places.length);
		} else if (event.key === 'ArrowUp' && places.length > 0) {
			event.preventDefault();
			setActive((index) => (index <= 0 ? places.length - 1 : index - 1));
		} else if (event.key === 'Enter') {
			event.preventDefault();
			choose(places[active] ?? (places.length === 1 ? places[0] : undefined));
		} else if (event.key === 'Escape' && query !== '') {
			event.preventDefault();
			event.stopPropagation();
			setQuery('');
		}
	};

	const expanded = places.length > 0;
	return (
		<div className={element('search')}>
			<label htmlFor={`${id}-input`} className={element('search-label')}>
				{__('Add a location', 'blockyard')}
			</label>
			<input
				ref={input}
				id={`${id}-input`}
				className={element('search-input')}
				type="text"
				role="combobox"
				autoComplete="off"
				aria-autocomplete="list"
				aria-expanded={expanded}
				aria-controls={`${id}-options`}
				aria-activedescendant={active >= 0 ? `${id}-option-${String(active)}` : undefined}
				placeholder={__('Search for a place', 'blockyard')}
				value={query}
				onChange={(event) => setQuery(event.target.value)}
				onKeyDown={onKeyDown}
			/>
			{search.status === 'searching' ? <Spinner /> : null}
			{search.status === 'failed' ? (
				<p className={element('search-error')} role="alert">
					{search.message}
				</p>
			) : null}
			<ul id={`${id}-options`} role="listbox" className={element('search-options')} hidden={!expanded}>
				{places.map((place, index) => (
					<li
						key={place.id}
						id={`${id}-option-${String(index)}`}
						role="option"
						aria-selected={index === active}
						className={element('search-option')}
						// Keeps the focus in the box: the click chooses.
						onMouseDown={(event) => event.preventDefault()}
						onClick={() => choose(place)}
					>
						{place.place_name}
					</li>
				))}
			</ul>
		</div>
	);
}
