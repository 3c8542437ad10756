import { MAPBOX_STYLE_IDS } from '@blockyard/api-client';
import { describe, expect, it } from 'vitest';

import { keylessStyleDrawn, MAPBOX_STYLES, tileLayer } from './tiles';

const templates = {
	mapbox: 'https://api.mapbox.com/styles/v1/mapbox/{style}/tiles/256/{z}/{x}/{y}?access_token={accessToken}',
	openstreetmap: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
};

describe('tileLayer', () => {
	it('fills Mapbox’s template with the style and the token, leaving z, x and y to Leaflet', () => {
		expect(tileLayer('mapbox', { style: 'terrain', accessToken: 'pk.a b' }, templates).url).toBe(
			'https://api.mapbox.com/styles/v1/mapbox/outdoors-v12/tiles/256/{z}/{x}/{y}?access_token=pk.a%20b'
		);
		expect(tileLayer('mapbox', { style: 'satellite', accessToken: 'pk.x' }, templates).url).toContain(
			'mapbox/satellite-streets-v12/'
		);
	});

	it('draws the keyless provider’s one set of tiles, greyed for black and white', () => {
		const muted = tileLayer('openstreetmap', { style: 'black_and_white' }, templates);
		expect(muted).toMatchObject({ url: templates.openstreetmap, muted: true });
		expect(tileLayer('openstreetmap', { style: 'default' }, templates).muted).toBe(false);
	});

	it('draws satellite and terrain from the site’s keyless imagery, the plain tiles without it', () => {
		const imagery = {
			...templates,
			satellite: 'https://imagery.test/sat/{z}/{x}/{y}.png',
			terrain: 'https://imagery.test/ter/{z}/{x}/{y}.png',
		};
		expect(tileLayer('openstreetmap', { style: 'satellite' }, imagery).url).toBe(imagery.satellite);
		expect(tileLayer('openstreetmap', { style: 'terrain' }, imagery).url).toBe(imagery.terrain);
		expect(tileLayer('openstreetmap', { style: 'satellite' }, templates).url).toBe(
			templates.openstreetmap
		);
		expect(keylessStyleDrawn('satellite', templates)).toBe(false);
		expect(keylessStyleDrawn('satellite', imagery)).toBe(true);
		expect(keylessStyleDrawn('black_and_white', templates)).toBe(true);
	});

	it('names the Mapbox styles as the api-client does', () => {
		expect(MAPBOX_STYLES).toEqual(MAPBOX_STYLE_IDS);
	});
});
