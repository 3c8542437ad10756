import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from '@wordpress/element';
import { afterEach, describe, expect, it } from 'vitest';

import type { AddressAttributes } from '../types';
import AddressEdit from './index';

const EMPTY: AddressAttributes = {
	address: '',
	addressLine2: '',
	addressLine3: '',
	city: '',
	region: '',
	postal: '',
	country: '',
	linkToGoogleMaps: false,
};

function renderEdit(initial: Partial<AddressAttributes>, isSelected: boolean) {
	let current: AddressAttributes = { ...EMPTY, ...initial };
	function Harness() {
		const [attributes, setState] = useState(current);
		return (
			<AddressEdit
				attributes={attributes}
				setAttributes={(change) => {
					current = { ...current, ...change };
					setState(current);
				}}
				isSelected={isSelected}
				clientId="address-1"
				className="wp-block-blockyard-address"
				context={{}}
			/>
		);
	}
	render(<Harness />);
	return () => current;
}

afterEach(cleanup);

describe('the address edit', () => {
	it('offers the seven fields and the Google Maps toggle while selected, and stores what is typed', () => {
		const attributes = renderEdit({}, true);
		const labels = [
			'Street Address',
			'Address Line 2',
			'Address Line 3',
			'City',
			'State/Province/Region',
			'Postal/Zip Code',
			'Country',
		];
		expect(screen.getAllByRole('textbox')).toHaveLength(7);
		for (const label of labels) {
			expect(screen.getByLabelText(label)).toBeTruthy();
		}
		fireEvent.change(screen.getByLabelText('City'), { target: { value: 'Portland' } });
		fireEvent.click(screen.getByRole('checkbox', { name: 'Link address to Google Maps' }));
		expect(attributes()).toMatchObject({ city: 'Portland', linkToGoogleMaps: true });
	});

	it('shows the fields, not an empty view, when nothing is filled and the block is not selected', () => {
		renderEdit({}, false);
		expect(screen.getByLabelText('Street Address')).toBeTruthy();
	});

	it('shows the formatted address, linked to a Maps search when asked, once filled and not selected', () => {
		renderEdit(
			{
				address: '1 Main St',
				city: 'Springfield',
				region: 'IL',
				postal: '62701',
				linkToGoogleMaps: true,
			},
			false
		);
		expect(screen.queryByRole('textbox')).toBeNull();
		const link = screen.getByRole('link');
		expect(link.textContent).toBe('1 Main StSpringfield, IL 62701');
		expect(link.getAttribute('href')).toBe(
			'https://www.google.com/maps/search/?api=1&query=1%20Main%20St%2C%20Springfield%2C%20IL%2062701'
		);
	});
});
