// The fuzz request's Content-Type values and the testing fault header (X-Blockyard-Fault).
import * as fc from 'fast-check';

export const contentTypes = fc.constantFrom(
	undefined,
	'application/json',
	'application/json; charset=utf-8',
	'application/x-www-form-urlencoded',
	'multipart/form-data; boundary=fuzzboundary',
	'multipart/form-data',
	'text/plain',
	'application/octet-stream',
	'garbage/;;;'
);

export const faultHeader = fc.oneof(
	{ weight: 12, arbitrary: fc.constant(undefined) },
	{
		weight: 3,
		arbitrary: fc.constantFrom(
			'status=429',
			'status=503',
			'status=500',
			'status=418',
			'delay=50',
			'cut-after=1',
			'pace=5',
			'malformed-json',
			'unclear',
			'explode',
			'status=abc',
			'delay=70000',
			',,;',
			'cut-after=2, malformed-json'
		),
	}
);
