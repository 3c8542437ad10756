// @vitest-environment jsdom
import { renderBlockEdit, testHost } from '@blockyard/block-edit-harness';
import { connectionCalls, createConnectionStore, provideConnectionStore } from '@blockyard/connection';
import type { BlockyardHost } from '@blockyard/ui';
import { configure, act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { MAILCHIMP_BLOCK_NAME, registerMailchimpBlock } from '../index';
import type { MailchimpAttributes } from '../types';

afterEach(() => {
	cleanup();
	vi.useRealTimers();
	vi.unstubAllGlobals();
	vi.restoreAllMocks();
});

const DEFAULTS: MailchimpAttributes = {
	emailPlaceholder: 'Enter your email',
	consentText: 'I agree.',
	interests: [],
	processingLabel: 'Processing…',
	successLabel: "Success! You're on the list.",
	errorLabel: 'Whoops!',
	preview: false,
};

const json = (body: unknown, status = 200) =>
	new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * The provider's Mailchimp routes: `states` answers the status calls in turn (the last one
 * repeats); `disconnected` answers a disconnect. Calls are recorded as `path`, a disconnect as
 * `DELETE path`.
 */
function stubMailchimp(
	states: (() => Response)[],
	disconnected: () => Response = () =>
		json({ code: 'not_connected', connect_url: 'https://provider.test/mailchimp/connect' }),
	groups: () => Response = () =>
		json({
			interest_categories: [
				{
					id: 'topics',
					title: 'Topics',
					interests: [
						{ id: 'news', name: 'News' },
						{ id: 'events', name: 'Events' },
					],
				},
			],
		})
) {
	const calls: string[] = [];
	let statusCalls = 0;
	vi.stubGlobal(
		'fetch',
		vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
			const request = input instanceof Request ? input : new Request(String(input), init);
			const path = new URL(request.url).pathname.replace('/wp-json/wpcom/v2/', '');
			if (request.method === 'DELETE') {
				calls.push(`DELETE ${path}`);
				return path === 'mailchimp'
					? disconnected()
					: json({ code: 'not_found', message: 'No route.' }, 404);
			}
			calls.push(path);
			if (path === 'mailchimp') {
				const answer = states[Math.min(statusCalls, states.length - 1)];
				statusCalls += 1;
				return answer ? answer() : json({ code: 'connected' });
			}
			if (path === 'mailchimp/groups') {
				return groups();
			}
			return json({ code: 'not_found', message: 'No route.' }, 404);
		})
	);
	return calls;
}

const connected = () => json({ code: 'connected' });
const notConnected = () =>
	json({ code: 'not_connected', connect_url: 'https://provider.test/mailchimp/connect' });

const atomicHost = (): BlockyardHost => {
	const host = testHost();
	return { ...host, site: { ...host.site, type: 'atomic' } };
};

const renderMailchimp = (attributes: Partial<MailchimpAttributes> = {}, host: BlockyardHost = atomicHost()) =>
	renderBlockEdit<MailchimpAttributes>({
		name: MAILCHIMP_BLOCK_NAME,
		register: registerMailchimpBlock,
		attributes: { ...DEFAULTS, ...attributes },
		host,
	});

const settings = () => within(screen.getByRole('complementary', { name: 'Settings' }));

// Rendering the editor's components is slow on a busy machine: room for it.
configure({ asyncUtilTimeout: 10_000 });

describe('the Mailchimp edit', { timeout: 30_000 }, () => {
	it('asks a user who is not connected to connect first, and checks nothing', async () => {
		const calls = stubMailchimp([connected]);
		const view = renderMailchimp({}, testHost());
		expect(
			await within(view.container).findByText(
				'Connect your account to collect email subscribers with Mailchimp.'
			)
		).toBeTruthy();
		expect(calls).toEqual([]);
	});

	it('offers to set up Mailchimp until the site is connected, and Re-check Connection asks again', async () => {
		const calls = stubMailchimp([notConnected, connected]);
		const view = renderMailchimp();
		const setUp = await screen.findByRole('link', { name: 'Set up Mailchimp form' });
		expect(setUp.getAttribute('href')).toBe('https://provider.test/mailchimp/connect');
		expect(setUp.getAttribute('target')).toBe('_blank');
		fireEvent.click(screen.getByRole('button', { name: 'Re-check Connection' }));
		expect(await within(view.container).findByRole('textbox', { name: 'Enter your email' })).toBeTruthy();
		expect(calls.filter((call) => call === 'mailchimp')).toHaveLength(2);
	});

	it('shows the server’s message when the connection cannot be read', async () => {
		stubMailchimp([() => json({ code: 'oops', message: 'The provider is down.' }, 500)]);
		renderMailchimp();
		expect((await screen.findByRole('alert')).textContent).toBe('The provider is down.');
		expect(screen.getByRole('button', { name: 'Re-check Connection' })).toBeTruthy();
	});

	it('previews the form: a disabled email field and the consent text', async () => {
		stubMailchimp([connected]);
		const view = renderMailchimp();
		const email = await within(view.container).findByRole('textbox', { name: 'Enter your email' });
		expect(email.hasAttribute('disabled')).toBe(true);
		expect(within(view.container).getByText('I agree.')).toBeTruthy();
		fireEvent.click(settings().getByRole('button', { name: 'Mailchimp Connection' }));
		const manage = settings().getByRole('link', { name: /Manage Connection/ });
		// The connections page is on WordPress.com: its icon shows beside the link once loaded.
		await waitFor(() =>
			expect(manage.closest('p')?.querySelector('svg.is-service-wordpress')).not.toBeNull()
		);
	});

	it('disconnects the site’s account from the sidebar, then offers to set it up again', async () => {
		const calls = stubMailchimp([connected]);
		const view = renderMailchimp();
		await within(view.container).findByRole('textbox', { name: 'Enter your email' });
		fireEvent.click(settings().getByRole('button', { name: 'Mailchimp Connection' }));
		fireEvent.click(settings().getByRole('button', { name: 'Disconnect Mailchimp' }));

		const setUp = await screen.findByRole('link', { name: 'Set up Mailchimp form' });
		expect(setUp.getAttribute('href')).toBe('https://provider.test/mailchimp/connect');
		expect(within(view.container).queryByRole('textbox', { name: 'Enter your email' })).toBeNull();
		expect(calls).toContain('DELETE mailchimp');
	});

	it('keeps the form and says why when the account could not be disconnected', async () => {
		stubMailchimp([connected], () =>
			json({ code: 'forbidden', message: 'You may not manage this site’s connections.' }, 403)
		);
		const view = renderMailchimp();
		await within(view.container).findByRole('textbox', { name: 'Enter your email' });
		fireEvent.click(settings().getByRole('button', { name: 'Mailchimp Connection' }));
		fireEvent.click(settings().getByRole('button', { name: 'Disconnect Mailchimp' }));

		expect((await settings().findByRole('alert')).textContent).toBe(
			'You may not manage this site’s connections.'
		);
		expect(within(view.container).getByRole('textbox', { name: 'Enter your email' })).toBeTruthy();
	});

	it('says why the audience’s groups cannot be read, in the server’s words', async () => {
		stubMailchimp([connected], undefined, () =>
			json(
				{ code: 'mailchimp_not_connected', message: 'Mailchimp is not connected to this site.' },
				400
			)
		);
		renderMailchimp();
		fireEvent.click(await settings().findByRole('button', { name: 'Mailchimp Groups' }));
		expect((await settings().findByRole('alert')).textContent).toBe(
			'Mailchimp is not connected to this site.'
		);
	});

	it('previews a notification for 3 seconds when its label is edited', async () => {
		stubMailchimp([connected]);
		const view = renderMailchimp();
		const field = await settings().findByRole('textbox', { name: 'Success text' });
		vi.useFakeTimers();
		fireEvent.change(field, { target: { value: 'You are in!' } });
		expect(view.attributes().successLabel).toBe('You are in!');
		expect(within(view.container).getByRole('status').textContent).toBe('You are in!');
		act(() => vi.advanceTimersByTime(2900));
		expect(within(view.container).queryByRole('status')).not.toBeNull();
		act(() => vi.advanceTimersByTime(200));
		expect(within(view.container).queryByRole('status')).toBeNull();
	});

	it('chooses the audience’s groups and the signup field', async () => {
		stubMailchimp([connected]);
		const view = renderMailchimp({ interests: ['events'] });
		fireEvent.click(await settings().findByRole('button', { name: 'Mailchimp Groups' }));
		const news = await settings().findByRole('checkbox', { name: 'News' });
		expect(settings().getByRole('checkbox', { name: 'Events' })).toHaveProperty('checked', true);
		fireEvent.click(news);
		expect(view.attributes().interests).toEqual(['events', 'news']);
		fireEvent.click(settings().getByRole('checkbox', { name: 'Events' }));
		expect(view.attributes().interests).toEqual(['news']);

		fireEvent.click(settings().getByRole('button', { name: 'Signup Location Tracking' }));
		fireEvent.change(settings().getByRole('textbox', { name: 'Signup Field Tag' }), {
			target: { value: 'SOURCE' },
		});
		fireEvent.change(settings().getByRole('textbox', { name: 'Signup Field Value' }), {
			target: { value: 'blog' },
		});
		expect(view.attributes()).toMatchObject({ signupFieldTag: 'SOURCE', signupFieldValue: 'blog' });
	});

	it('shows the form alone as an example, without asking anything', async () => {
		const calls = stubMailchimp([connected]);
		const view = renderMailchimp({ preview: true }, testHost());
		expect(await within(view.container).findByRole('textbox', { name: 'Enter your email' })).toBeTruthy();
		await waitFor(() => expect(calls).toEqual([]));
	});

	// Last: the connection store it provides stays for the rest of the file.
	it('offers the Connect button of the editor’s connection to a user who is not connected', async () => {
		stubMailchimp([connected]);
		const host = testHost();
		provideConnectionStore(createConnectionStore({ calls: connectionCalls(host.api) }));
		const view = renderMailchimp({}, host);
		expect(
			await within(view.container).findByText(
				'Connect your account to collect email subscribers with Mailchimp.'
			)
		).toBeTruthy();
		expect(within(view.container).getByRole('button', { name: 'Connect' })).toBeTruthy();
	});
});
