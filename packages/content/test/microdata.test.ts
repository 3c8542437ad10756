import { describe, expect, it } from 'vitest';

import { extractMicrodata, strayProperties } from './microdata';

describe('extractMicrodata', () => {
	it('reads top-level items, nested items as property values, and each element kind’s value', () => {
		const html = `
			<div itemscope itemtype="https://schema.org/LocalBusiness">
				<a href="mailto:a@b.co"><span itemprop="email">a@b.co</span></a>
				<div itemprop="address" itemscope itemtype="https://schema.org/PostalAddress">
					<meta itemprop="streetAddress" content="1 Main St"><span itemprop="addressLocality">Springfield</span>
				</div>
				<link itemprop="sameAs" href="https://example.com/">
				<time itemprop="foundingDate" datetime="2001-02-03">Feb 2001</time>
			</div>
			<div itemscope itemtype="https://schema.org/Place"></div>`;
		expect(extractMicrodata(html)).toEqual([
			{
				type: ['https://schema.org/LocalBusiness'],
				properties: {
					email: ['a@b.co'],
					address: [
						{
							type: ['https://schema.org/PostalAddress'],
							properties: { streetAddress: ['1 Main St'], addressLocality: ['Springfield'] },
						},
					],
					sameAs: ['https://example.com/'],
					foundingDate: ['2001-02-03'],
				},
			},
			{ type: ['https://schema.org/Place'], properties: {} },
		]);
	});

	it('finds properties outside any item', () => {
		expect(
			strayProperties(
				'<p><span itemprop="email">a@b.co</span></p><div itemscope><b itemprop="x">y</b></div>'
			)
		).toEqual(['<span itemprop="email">a@b.co</span>']);
	});
});
