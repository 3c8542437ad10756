import { renderBlockEdit, testHost, type TestHostOptions } from '@blockyard/block-edit-harness';
import { createApi, media, payProducts, type Api } from '@blockyard/api-client';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { localProviderApi } from '../../../../test/local-provider-api';
import metadata from '../block.json';
import { PAYMENT_BUTTON_BLOCK_NAME, registerPaymentButtonBlock } from '../index';
import type { PaymentButtonAttributes } from '../types';

const DEFAULTS: PaymentButtonAttributes = {
	currency: metadata.attributes.currency.default,
	content: '',
	email: '',
	featuredMediaId: 0,
	multiple: false,
	postLinkText: metadata.attributes.postLinkText.default,
	title: '',
};

const MUG = { title: 'Mug', price: 24, email: 'shop@example.com' } as const;

/** The payment button's edit on a site that is the real local provider. */
function renderPaymentButton(
	attributes: Partial<PaymentButtonAttributes> = {},
	options: TestHostOptions = {}
) {
	const api = localProviderApi();
	const host = testHost({ api, ...options });
	const view = renderBlockEdit<PaymentButtonAttributes>({
		name: PAYMENT_BUTTON_BLOCK_NAME,
		register: registerPaymentButtonBlock,
		attributes: { ...DEFAULTS, ...attributes },
		host,
	});
	return { ...view, host, api };
}

const field = (name: string) => screen.getByRole('textbox', { name });
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
/** A field's message: its accessible description. */
const messageOf = (element: HTMLElement) =>
	(element.getAttribute('aria-describedby') ?? '')
		.split(' ')
		.map((id) => document.getElementById(id)?.textContent ?? '')
		.join(' ')
		.trim();

/** An api whose every request is recorded and answered by `answer`, with no server behind it. */
function recordingApi(answer: (request: Request) => Response) {
	const sent: Request[] = [];
	const api = createApi({
		root: 'http://site.test/wp-json/',
		nonce: 'nonce',
		fetch: (input: RequestInfo | URL, init?: RequestInit) => {
			const request = input instanceof Request ? input : new Request(input, init);
			sent.push(request);
			return Promise.resolve(answer(request));
		},
	});
	return { api, sent };
}

async function storedProduct(api: Api, id: number | undefined) {
	expect(id).toBeTypeOf('number');
	return payProducts.get(api, id as number);
}

describe('the payment button in the editor', () => {
	it('creates its product as a draft when it is added by someone who may publish', async () => {
		const { attributes, api } = renderPaymentButton();
		await screen.findByRole('textbox', { name: 'Item name' });
		await waitFor(() => expect(attributes().productId).toBeTypeOf('number'));
		expect(await storedProduct(api, attributes().productId)).toMatchObject({
			status: 'draft',
			meta: { spay_currency: 'USD', spay_price: 0, spay_email: '' },
		});
	});

	it('shows each message at its field once the block is deselected, and clears it when fixed', async () => {
		const view = renderPaymentButton({ productId: undefined }, { canPublish: false });
		await screen.findByRole('textbox', { name: 'Item name' });
		expect(messageOf(field('Price'))).toBe('');

		type('Price', '-5');
		type('Email', 'shop@');
		act(() => view.select(false));
		expect(messageOf(field('Item name'))).toBe(
			'Please add a brief title so that people know what they’re paying for.'
		);
		expect(messageOf(field('Price'))).toBe(
			'Your price is negative — enter a positive number so people can pay the right amount.'
		);
		expect(field('Price').getAttribute('aria-invalid')).toBe('true');
		expect(messageOf(field('Email'))).toBe('shop@ is not a valid email address.');

		type('Price', '12.345');
		expect(messageOf(field('Price'))).toBe('The price cannot have more than 2 decimal places.');
		type('Price', '12.5');
		fireEvent.change(screen.getByRole('combobox', { name: 'Currency' }), { target: { value: 'JPY' } });
		expect(messageOf(field('Price'))).toBe(
			'We know every penny counts, but prices in this currency can’t contain decimal values.'
		);
		type('Price', 'twelve');
		expect(messageOf(field('Price'))).toBe('Invalid price');
		expect(view.attributes().price).toBeUndefined();
		type('Price', '1200');
		expect(view.attributes().price).toBe(1200);
		expect(field('Price').getAttribute('aria-invalid')).toBeNull();
	});

	it('shows the product card when it is deselected and valid', async () => {
		const view = renderPaymentButton(
			{ ...MUG, content: 'A stoneware mug.', productId: undefined },
			{ canPublish: false, postLink: 'http://site.test/?p=1' }
		);
		await screen.findByRole('textbox', { name: 'Item name' });
		act(() => view.select(false));
		const card = await screen.findByRole('heading', { name: 'Mug' });
		const product = within(card.parentElement as HTMLElement);
		expect(product.getByText('$24.00')).toBeTruthy();
		expect(product.getByText('A stoneware mug.')).toBeTruthy();
		expect(product.getByRole('link', { name: 'Click here to purchase.' }).getAttribute('href')).toBe(
			'http://site.test/?p=1'
		);
		expect(view.attributes().postLinkUrl).toBe('http://site.test/?p=1');
		// The provider's button, where visitors get the form to its checkout.
		expect(screen.getByRole('img', { name: 'Buy now' }).getAttribute('src')).toBe(
			new URL('pay-products/button.svg', new URL(view.api.roots.hosted, document.baseURI)).href
		);
		expect(screen.queryByRole('textbox')).toBeNull();

		act(() => view.select(true));
		expect(field('Item name')).toBeTruthy();
	});

	it('publishes the product when the post saves, once it is valid', async () => {
		const view = renderPaymentButton();
		await waitFor(() => expect(view.attributes().productId).toBeTypeOf('number'));
		const id = view.attributes().productId;

		// Not valid yet: the post's save shows the messages and leaves the draft alone.
		act(() => view.host.setPostSaving(true));
		expect(messageOf(field('Item name'))).toBe(
			'Please add a brief title so that people know what they’re paying for.'
		);
		act(() => view.host.setPostSaving(false));

		type('Item name', 'Mug');
		type('Price', '24.50');
		type('Email', 'shop@example.com');
		fireEvent.click(
			screen.getByRole('checkbox', { name: 'Allow people to buy more than one item at a time' })
		);
		act(() => view.host.setPostSaving(true));
		await waitFor(async () =>
			expect(await storedProduct(view.api, id)).toMatchObject({
				status: 'publish',
				title: { raw: 'Mug' },
				meta: { spay_price: 24.5, spay_email: 'shop@example.com', spay_multiple: true },
			})
		);
		expect(view.attributes().productId).toBe(id);
	});

	it('neither creates nor saves the product without a publish right, and says so', async () => {
		const view = renderPaymentButton({ ...MUG }, { canPublish: false });
		await screen.findByText(/this product is not saved from here/);
		act(() => view.host.setPostSaving(true));
		await new Promise((resolve) => setTimeout(resolve, 200));
		expect(view.attributes().productId).toBeUndefined();
	});

	it('creates the product outside a post editor, where no publish right applies', async () => {
		const view = renderPaymentButton({}, { canPublish: undefined });
		await waitFor(() => expect(view.attributes().productId).toBeTypeOf('number'));
		expect(screen.queryByText(/this product is not saved from here/)).toBeNull();
	});

	it('never sends a product it finds wrong: a stored negative price shows its own message', async () => {
		const { api, sent } = recordingApi(() => new Response('{}', { status: 500 }));
		const view = renderPaymentButton({ ...MUG, price: -5 }, { api });
		const price = await screen.findByRole('textbox', { name: 'Price' });
		// The draft is not sent: the block's own message shows at once, not the server's.
		expect(messageOf(price)).toBe(
			'Your price is negative — enter a positive number so people can pay the right amount.'
		);
		act(() => view.host.setPostSaving(true));
		act(() => view.host.setPostSaving(false));
		type('Email', 'shop@example');
		act(() => view.host.setPostSaving(true));
		expect(messageOf(field('Email'))).toBe('shop@example is not a valid email address.');
		await act(() => Promise.resolve());
		expect(sent.filter((request) => request.method !== 'GET')).toEqual([]);
		expect(view.attributes().productId).toBeUndefined();
	});

	it('shows the server’s refusal at the field it names, for what the block could not know', async () => {
		const { api, sent } = recordingApi(
			() =>
				new Response(
					JSON.stringify({
						code: 'rest_invalid_param',
						message: 'Invalid price.',
						data: { status: 400, key: 'spay_price' },
					}),
					{ status: 400, headers: { 'content-type': 'application/json' } }
				)
		);
		renderPaymentButton({ ...MUG }, { api });
		const price = await screen.findByRole('textbox', { name: 'Price' });
		await waitFor(() => expect(messageOf(price)).toBe('Invalid price.'));
		expect(sent.filter((request) => request.method === 'POST')).toHaveLength(1);
		// A change of the field takes the server's message away.
		type('Price', '25');
		expect(messageOf(field('Price'))).toBe('');
	});

	it('loads its fields back from the stored product', async () => {
		const api = localProviderApi();
		const stored = await payProducts.save(api, {
			title: 'Teapot',
			content: 'Cast iron.',
			status: 'publish',
			meta: {
				spay_currency: 'JPY',
				spay_email: 'tea@example.com',
				spay_multiple: true,
				spay_price: 4500,
			},
		});
		const view = renderPaymentButton({ productId: stored.id });
		await waitFor(() =>
			expect(view.attributes()).toMatchObject({
				productId: stored.id,
				title: 'Teapot',
				content: 'Cast iron.',
				currency: 'JPY',
				email: 'tea@example.com',
				multiple: true,
				price: 4500,
			})
		);
		expect(((await screen.findByRole('textbox', { name: 'Price' })) as HTMLInputElement).value).toBe(
			'4500'
		);
		expect((screen.getByRole('combobox', { name: 'Currency' }) as HTMLSelectElement).value).toBe('JPY');
	});

	it('loads the image’s address and title back from its media item', async () => {
		const api = localProviderApi();
		// A 1×1 PNG.
		const png = Uint8Array.from(
			atob(
				'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='
			),
			(character) => character.charCodeAt(0)
		);
		const image = await media.upload(api, new Blob([png], { type: 'image/png' }), 'mug.png', {
			title: 'A blue mug',
		});
		const stored = await payProducts.save(api, {
			title: 'Mug',
			featured_media: image.id,
			status: 'publish',
			meta: {
				spay_currency: 'USD',
				spay_email: 'shop@example.com',
				spay_multiple: false,
				spay_price: 24,
			},
		});
		const view = renderPaymentButton({ productId: stored.id, title: 'Mug' });
		await waitFor(() =>
			expect(view.attributes()).toMatchObject({
				featuredMediaId: image.id,
				featuredMediaUrl: image.source_url,
				featuredMediaTitle: 'A blue mug',
			})
		);
		expect((await screen.findByRole('img', { name: 'A blue mug' })).getAttribute('src')).toBe(
			image.source_url
		);
	});

	it('keeps the purchase link’s words in the Settings panel', async () => {
		const view = renderPaymentButton({}, { canPublish: false });
		const settings = within(screen.getByRole('complementary', { name: 'Settings' }));
		fireEvent.change(await settings.findByRole('textbox', { name: 'Purchase link text' }), {
			target: { value: 'Buy it here.' },
		});
		expect(view.attributes().postLinkText).toBe('Buy it here.');
	});
	it('links to the seller’s earnings on the provider, in a new tab, from the Settings panel', () => {
		const view = renderPaymentButton({}, { canPublish: false });
		const settings = within(screen.getByRole('complementary', { name: 'Settings' }));
		const earnings = settings.getByRole('link', { name: /View your earnings/ });
		expect(earnings.getAttribute('href')).toBe(
			new URL('pay-products/earnings', new URL(view.api.roots.hosted, document.baseURI)).href
		);
		expect(earnings.getAttribute('target')).toBe('_blank');
	});
});
