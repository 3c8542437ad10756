import { describe, expect, it } from 'vitest';

import { addMarker, deleteMarker, editMarker, markerFromPlace } from './markers';
import { validMarkers } from './saved-markers';

const lisbon = markerFromPlace({
	id: 'place.lisbon',
	text: 'Lisbon',
	place_name: 'Lisbon, Portugal',
	center: [-9.14, 38.72],
});
const porto = markerFromPlace({
	id: 'place.porto',
	text: 'Porto',
	place_name: 'Porto, Portugal',
	center: [-8.61, 41.15],
});

describe('markers', () => {
	it('makes a marker of a found place: its name as title, its full name as caption', () => {
		expect(lisbon).toEqual({
			id: 'place.lisbon',
			title: 'Lisbon',
			placeTitle: 'Lisbon',
			caption: 'Lisbon, Portugal',
			coordinates: { latitude: 38.72, longitude: -9.14 },
		});
	});

	it('adds a marker at the end, and ignores one whose id is already there', () => {
		const one = addMarker([], lisbon);
		const two = addMarker(one, porto);
		expect(two.map((marker) => marker.id)).toEqual(['place.lisbon', 'place.porto']);
		expect(addMarker(two, { ...lisbon, title: 'Again' })).toBe(two);
	});

	it('edits a marker’s title and caption, leaving the others', () => {
		const edited = editMarker([lisbon, porto], 'place.porto', {
			title: 'Home',
			caption: 'Where we live',
		});
		expect(edited[1]).toMatchObject({ title: 'Home', caption: 'Where we live', placeTitle: 'Porto' });
		expect(edited[0]).toBe(lisbon);
	});

	it('deletes a marker', () => {
		expect(deleteMarker([lisbon, porto], 'place.lisbon')).toEqual([porto]);
		expect(deleteMarker([lisbon], 'nowhere')).toEqual([lisbon]);
	});
});

describe('validMarkers', () => {
	it('keeps markers with an id and coordinates on the globe', () => {
		expect(
			validMarkers([
				lisbon,
				{ id: 7, coordinates: { latitude: 1, longitude: 2 } },
				{ id: 'x', coordinates: { latitude: 91, longitude: 0 } },
				{ id: 'y', coordinates: { latitude: '1', longitude: 0 } },
				{ coordinates: { latitude: 1, longitude: 0 } },
				'nothing',
			])
		).toEqual([
			lisbon,
			{ id: '7', title: '', placeTitle: '', caption: '', coordinates: { latitude: 1, longitude: 2 } },
		]);
		expect(validMarkers(undefined)).toEqual([]);
	});
});
