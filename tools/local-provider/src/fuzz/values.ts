// The text values the provider fuzz puts in parameters, fields and query strings: plausible, odd and hostile.
import * as fc from 'fast-check';

const WEIRD_TEXT = [
	'',
	' ',
	'constructor',
	'__proto__',
	'toString',
	'..',
	'%',
	'%00',
	'%zz',
	'%2e%2e',
	'\u0000',
	'\r\n',
	'\t',
	'<script>alert(1)</script>',
	'"\'`',
	'😀',
	'Ω≈ç√',
	'a'.repeat(5000),
	'-1',
	'0',
	'1',
	'2',
	'99999999999999999999999',
	'1e3',
	'NaN',
	'null',
	'true',
	'[]',
	'{}',
];

/** A value for any parameter or field: plausible ones, hostile ones, random ones. */
export const anyText = fc.oneof(
	{ weight: 3, arbitrary: fc.constantFrom(...WEIRD_TEXT) },
	{ weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
	{ weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
	{
		weight: 2,
		arbitrary: fc.constantFrom(
			'f1',
			'mapbox',
			'google_photos',
			'pexels',
			'stats',
			'akismet',
			'blockyard',
			'abc123',
			'0.png',
			'streets-v12',
			'satellite'
		),
	}
);
