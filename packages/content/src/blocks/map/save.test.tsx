import { getSaveContent } from '@wordpress/blocks';
import { beforeAll, describe, expect, it } from 'vitest';

import { MAP_BLOCK_NAME, registerMapBlock } from './index';
import type { MapAttributes, MapMarker } from './types';

const LISBON: MapMarker = {
	id: 'place.lisbon',
	title: 'Our shop',
	placeTitle: 'Lisbon',
	caption: 'Lisbon, Portugal',
	coordinates: { latitude: 38.7223, longitude: -9.1393 },
};

const save = (attributes: Partial<MapAttributes> = {}) => getSaveContent(MAP_BLOCK_NAME, attributes);
const toDocument = (html: string) => new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
const block = (html: string) => toDocument(html).querySelector<HTMLElement>('.wp-block-blockyard-map');

beforeAll(() => {
	registerMapBlock();
});

describe('saved markup', () => {
	it('lists the places: title, caption and coordinates, each with its coordinates as data', () => {
		const root = block(save({ points: [LISBON, { ...LISBON, id: 'b', title: '', caption: '' }] }));
		const places = Array.from(root?.querySelectorAll<HTMLElement>('ul > li') ?? []);
		expect(places.map((place) => place.textContent)).toEqual([
			'Our shopLisbon, Portugal38.7223, -9.1393',
			'Lisbon38.7223, -9.1393',
		]);
		expect(places[0]?.dataset).toMatchObject({
			latitude: '38.7223',
			longitude: '-9.1393',
			id: 'place.lisbon',
		});
	});

	it('carries what the visitor’s script needs as data attributes, and no script', () => {
		const html = save({
			points: [LISBON],
			zoom: 9,
			mapStyle: 'terrain',
			markerColor: '00aa11',
			scrollToZoom: true,
			showFullscreenButton: false,
			mapHeight: 523,
			mapCenter: { lng: 1, lat: 2 },
		});
		expect(html).not.toContain('<script');
		expect(block(html)?.dataset).toEqual({
			mapStyle: 'terrain',
			mapDetails: 'true',
			zoom: '9',
			mapCenter: '2,1',
			markerColor: '#00aa11',
			scrollToZoom: 'true',
			showFullscreenButton: 'false',
			mapHeight: '520',
		});
	});

	it('saves defaults for values it cannot use', () => {
		const root = block(
			save({
				markerColor: 'red;background:url(x)',
				mapStyle: 'neon' as MapAttributes['mapStyle'],
				zoom: 99,
				points: [{ id: 'x' } as unknown as MapMarker],
			})
		);
		expect(root?.dataset).toMatchObject({ markerColor: '#ff0000', mapStyle: 'default', zoom: '22' });
		expect(root?.dataset.mapHeight).toBeUndefined();
		expect(root?.querySelector('ul')).toBeNull();
	});

	it('escapes what authors typed', () => {
		const html = save({ points: [{ ...LISBON, title: '<img src=x onerror=alert(1)>' }] });
		expect(block(html)?.querySelector('img')).toBeNull();
		expect(block(html)?.textContent).toContain('<img src=x onerror=alert(1)>');
	});
});
