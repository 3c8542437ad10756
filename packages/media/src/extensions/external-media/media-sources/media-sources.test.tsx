import { ANN, testConnectionStore } from '@blockyard/block-edit-harness';
import { ConnectionProvider } from '@blockyard/connection';
import { HostProvider } from '@blockyard/ui';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { INITIAL_SEARCH_TERMS } from '../search';
import { fakeMediaServer, type FakeMediaServer } from '../test/fake-media-server';
import MediaSources from '.';

afterEach(() => {
	cleanup();
	vi.unstubAllGlobals();
	vi.restoreAllMocks();
});

function renderButton(server: FakeMediaServer, options: { multiple?: boolean; open?: () => void } = {}) {
	const onSelect = vi.fn();
	render(
		<HostProvider host={server.host}>
			{/* A connected user, for whom usage events are recorded. */}
			<ConnectionProvider store={testConnectionStore()}>
				<MediaSources
					mediaProps={{
						allowedTypes: ['image'],
						multiple: options.multiple,
						onSelect,
						render: () => null,
					}}
					open={options.open}
				/>
			</ConnectionProvider>
		</HostProvider>
	);
	return { onSelect };
}

async function openSource(label: RegExp, source: string) {
	fireEvent.click(screen.getByRole('button', { name: label }));
	fireEvent.click(await screen.findByRole('menuitem', { name: source }));
	return screen.findByRole('dialog', { name: 'Select media' });
}

const listRequests = (server: FakeMediaServer, service: string) =>
	server.requests.filter((request) => request.path === `list/${service}`);

describe('the media button’s sources', () => {
	it('offers the Media Library (when the editor has one) and the three external sources', async () => {
		const server = fakeMediaServer();
		const open = vi.fn();
		renderButton(server, { open });
		fireEvent.click(screen.getByRole('button', { name: 'Select Image' }));
		const items = await screen.findAllByRole('menuitem');
		expect(items.map((item) => item.textContent)).toEqual([
			'Media Library',
			'Google Photos',
			'Pexels Free Photos',
			'Openverse',
		]);
		fireEvent.click(items[0]!);
		expect(open).toHaveBeenCalled();
	});

	it('picks a Pexels image: a random first search, Select copies it with the post id and hands it to the block', async () => {
		const server = fakeMediaServer({ postId: 7 });
		const { onSelect } = renderButton(server);
		const dialog = await openSource(/Select Image/, 'Pexels Free Photos');
		const description = document.getElementById(dialog.getAttribute('aria-describedby') ?? '');
		expect(description?.textContent).toMatch(/copied into the site’s media library/);
		await within(dialog).findByRole('listbox', { name: 'Pexels Free Photos' });
		const first = listRequests(server, 'pexels')[0]!;
		expect(INITIAL_SEARCH_TERMS).toContain(first.query.get('search'));
		expect(first.query.get('number')).toBe('20');
		expect(first.query.get('path')).toBe('recent');

		const search = within(dialog).getByRole('searchbox', { name: 'Search' });
		const searchButton = within(dialog).getByRole('button', { name: 'Search' });
		expect((searchButton as HTMLButtonElement).disabled).toBe(true);
		fireEvent.change(search, { target: { value: '' } });
		expect((searchButton as HTMLButtonElement).disabled).toBe(true);
		fireEvent.change(search, { target: { value: 'lake' } });
		expect((searchButton as HTMLButtonElement).disabled).toBe(false);
		fireEvent.click(searchButton);
		await waitFor(() => expect(listRequests(server, 'pexels').at(-1)?.query.get('search')).toBe('lake'));
		const grid = await within(dialog).findByRole('listbox', { name: 'Pexels Free Photos' });
		expect((within(dialog).getByRole('button', { name: 'Search' }) as HTMLButtonElement).disabled).toBe(
			true
		);

		const select = within(dialog).getByRole('button', { name: 'Select' });
		expect((select as HTMLButtonElement).disabled).toBe(true);
		const options = await within(grid).findAllByRole('option');
		expect(options).toHaveLength(20);
		fireEvent.click(options[1]!);
		expect(options[1]?.getAttribute('aria-selected')).toBe('true');
		fireEvent.click(options[2]!);
		expect(options[1]?.getAttribute('aria-selected')).toBe('false');
		expect(options[2]?.getAttribute('aria-selected')).toBe('true');
		fireEvent.click(select);
		expect(screen.getByRole('dialog', { name: 'Inserting media' })).toBeTruthy();
		expect(
			(
				within(screen.getByRole('dialog')).getByRole('button', {
					name: 'Inserting…',
				}) as HTMLButtonElement
			).disabled
		).toBe(true);
		expect(within(screen.getByRole('dialog')).getByRole('status').textContent).toContain(
			'Inserting Image…'
		);
		await waitFor(() => expect(onSelect).toHaveBeenCalled());
		expect(onSelect).toHaveBeenCalledWith({
			id: 100,
			url: 'http://site.test/uploads/0.png',
			alt: '',
			caption: '',
			type: 'image',
		});
		const copy = server.requests.find((request) => request.path === 'copy/pexels')!;
		expect(copy.body).toEqual({
			external_ids: ['pexels-3'],
			media: [{ guid: 'https://media.test/pexels/3.png', caption: '', title: 'pexels picture 3' }],
			service: 'pexels',
			post_id: 7,
		});
		expect(screen.queryByRole('dialog')).toBeNull();
	});

	it('records each page a source answers as its results (a usage event)', async () => {
		const server = fakeMediaServer();
		renderButton(server);
		const dialog = await openSource(/Select Image/, 'Openverse');
		await within(dialog).findAllByRole('option');
		await waitFor(() => expect(server.events).toHaveLength(1));
		expect(server.events[0]).toEqual({
			name: 'jetpack_external_media_source_results',
			props: { source: 'openverse', results: 20, page: 1, search: true },
			user: ANN,
		});
		fireEvent.click(within(dialog).getByRole('button', { name: 'Load More' }));
		await waitFor(() => expect(server.events).toHaveLength(2));
		expect(server.events[1]?.props).toMatchObject({ results: 5, page: 2 });
	});

	it('copies through the platform’s external-media-upload on a simple site', async () => {
		const server = fakeMediaServer({ postId: 7, siteType: 'simple' });
		const { onSelect } = renderButton(server);
		const dialog = await openSource(/Select Image/, 'Pexels Free Photos');
		const options = await within(dialog).findAllByRole('option');
		fireEvent.click(options[0]!);
		fireEvent.click(within(dialog).getByRole('button', { name: 'Select' }));
		await waitFor(() => expect(onSelect).toHaveBeenCalled());
		const upload = server.requests.find((request) => request.path === 'external-media-upload')!;
		expect(upload.method).toBe('POST');
		expect(upload.query.get('service')).toBe('pexels');
		expect(upload.body).toMatchObject({ external_ids: ['pexels-1'], service: 'pexels', post_id: 7 });
		expect(server.requests.some((request) => request.path.startsWith('copy/'))).toBe(false);
	});

	it('picks several Openverse images for a gallery, with post id 0 when the post has none', async () => {
		const server = fakeMediaServer({ postId: undefined });
		const { onSelect } = renderButton(server, { multiple: true });
		const dialog = await openSource(/Select Images/, 'Openverse');
		const grid = await within(dialog).findByRole('listbox', { name: 'Openverse' });
		expect(grid?.getAttribute('aria-multiselectable')).toBe('true');
		const options = await within(grid).findAllByRole('option');
		fireEvent.click(options[0]!);
		fireEvent.click(options[4]!);
		fireEvent.click(within(dialog).getByRole('button', { name: 'Select' }));
		await waitFor(() => expect(onSelect).toHaveBeenCalled());
		expect(onSelect.mock.calls[0]![0]).toHaveLength(2);
		const copy = server.requests.find((request) => request.path === 'copy/openverse')!;
		expect(copy.body).toMatchObject({ external_ids: ['openverse-1', 'openverse-5'], post_id: 0 });
	});

	it('moves with the arrow keys and picks with Space and Enter', async () => {
		const server = fakeMediaServer();
		renderButton(server, { multiple: true });
		const dialog = await openSource(/Select Images/, 'Openverse');
		const grid = await within(dialog).findByRole('listbox');
		const options = await within(grid).findAllByRole('option');
		expect(options[0]?.getAttribute('tabindex')).toBe('0');
		options[0]!.focus();
		fireEvent.keyDown(grid, { key: 'ArrowRight' });
		expect(document.activeElement).toBe(options[1]);
		expect(options[1]?.getAttribute('tabindex')).toBe('0');
		expect(options[0]?.getAttribute('tabindex')).toBe('-1');
		fireEvent.keyDown(grid, { key: ' ' });
		expect(options[1]?.getAttribute('aria-selected')).toBe('true');
		fireEvent.keyDown(grid, { key: 'End' });
		expect(document.activeElement).toBe(options[19]);
		fireEvent.keyDown(grid, { key: 'Enter' });
		expect(options[19]?.getAttribute('aria-selected')).toBe('true');
		fireEvent.keyDown(grid, { key: 'Home' });
		expect(document.activeElement).toBe(options[0]);
	});

	it('loads the next page with Load More, and says when nothing matched', async () => {
		const server = fakeMediaServer();
		renderButton(server);
		const dialog = await openSource(/Select Image/, 'Pexels Free Photos');
		await within(dialog).findAllByRole('option');
		fireEvent.click(within(dialog).getByRole('button', { name: 'Load More' }));
		await waitFor(() => expect(within(dialog).getAllByRole('option')).toHaveLength(25));
		expect(listRequests(server, 'pexels').at(-1)?.query.get('page_handle')).toBe('20');
		expect(within(dialog).queryByRole('button', { name: 'Load More' })).toBeNull();

		fireEvent.change(within(dialog).getByRole('searchbox'), { target: { value: 'nothing' } });
		fireEvent.click(within(dialog).getByRole('button', { name: 'Search' }));
		expect(
			await within(dialog).findByText('Sorry, but nothing matched your search criteria.')
		).toBeTruthy();
	});

	it('says "Internal server error" when the service fails, and a copy’s first error message', async () => {
		const server = fakeMediaServer();
		server.failing = { code: 'internal_server_error', message: 'boom', status: 500 };
		renderButton(server);
		const dialog = await openSource(/Select Image/, 'Openverse');
		expect(await within(dialog).findByText('Internal server error')).toBeTruthy();

		server.failing = undefined;
		fireEvent.change(within(dialog).getByRole('searchbox'), { target: { value: 'lake' } });
		fireEvent.click(within(dialog).getByRole('button', { name: 'Search' }));
		const options = await within(dialog).findAllByRole('option');
		server.unknownGuids.add('https://media.test/openverse/1.png');
		fireEvent.click(options[0]!);
		fireEvent.click(within(dialog).getByRole('button', { name: 'Select' }));
		expect(await within(dialog).findByText('No item https://media.test/openverse/1.png.')).toBeTruthy();
		expect((within(dialog).getByRole('button', { name: 'Select' }) as HTMLButtonElement).disabled).toBe(
			false
		);
	});
});

describe('Google Photos', () => {
	it('connects through the popup when not connected, then lists the photos with the account', async () => {
		const server = fakeMediaServer();
		server.googleConnected = false;
		const popup = { closed: false };
		const open = vi.spyOn(window, 'open').mockImplementation(() => popup as Window);
		renderButton(server);
		const dialog = await openSource(/Select Image/, 'Google Photos');
		expect(
			await within(dialog).findByText(
				'To get started, connect your site to your Google Photos library.'
			)
		).toBeTruthy();
		fireEvent.click(within(dialog).getByRole('button', { name: 'Connect to Google Photos' }));
		expect(
			(
				(await within(dialog).findByRole('button', {
					name: 'Awaiting authorization',
				})) as HTMLButtonElement
			).disabled
		).toBe(true);
		await waitFor(() =>
			expect(open).toHaveBeenCalledWith(
				'https://provider.test/connect',
				'blockyard-google-photos',
				expect.any(String)
			)
		);
		server.googleConnected = true;
		act(() => {
			window.dispatchEvent(
				new MessageEvent('message', {
					data: { service: 'google_photos', connected: true },
					origin: 'https://evil.test',
					source: popup as unknown as Window,
				})
			);
		});
		expect(within(dialog).getByRole('button', { name: 'Awaiting authorization' })).toBeTruthy();
		act(() => {
			window.dispatchEvent(
				new MessageEvent('message', {
					data: { service: 'google_photos', connected: true },
					origin: 'https://provider.test',
					source: popup as unknown as Window,
				})
			);
		});
		expect(await within(dialog).findByText('Robin')).toBeTruthy();
		expect(within(await within(dialog).findByRole('listbox')).getAllByRole('option')).toHaveLength(20);

		fireEvent.click(within(dialog).getByRole('button', { name: 'Disconnect from Google Photos' }));
		expect(await within(dialog).findByRole('button', { name: 'Connect to Google Photos' })).toBeTruthy();
		expect(server.requests.some((request) => request.method === 'DELETE')).toBe(true);
	});

	it('opens an album from the Albums view, with the breadcrumb back', async () => {
		const server = fakeMediaServer();
		renderButton(server);
		const dialog = await openSource(/Select Image/, 'Google Photos');
		await within(dialog).findAllByRole('option');
		fireEvent.change(within(dialog).getByRole('combobox', { name: 'View' }), {
			target: { value: 'albums' },
		});
		await waitFor(() =>
			expect(listRequests(server, 'google_photos').at(-1)?.query.get('path')).toBe('/')
		);
		const album = await within(dialog).findByRole('option', { name: 'Album 2 (3 items)' });
		fireEvent.click(album);
		const breadcrumb = await within(dialog).findByRole('navigation', { name: 'Breadcrumb' });
		expect(breadcrumb.textContent).toContain('Albums → Album 2');
		await waitFor(() =>
			expect(listRequests(server, 'google_photos').at(-1)?.query.get('path')).toBe('google_photos-2')
		);
		fireEvent.click(within(breadcrumb).getByRole('button', { name: 'Albums' }));
		await waitFor(() =>
			expect(listRequests(server, 'google_photos').at(-1)?.query.get('path')).toBe('/')
		);
	});

	it('applies the filters the user added, dropping the category when the type becomes Videos', async () => {
		const server = fakeMediaServer();
		renderButton(server);
		const dialog = await openSource(/Select Image/, 'Google Photos');
		await within(dialog).findAllByRole('option');
		const addFilter = () => fireEvent.click(within(dialog).getByRole('button', { name: 'Add Filter' }));
		const choose = (name: string, value: string) =>
			fireEvent.change(within(dialog).getByRole('combobox', { name }), { target: { value } });
		// A new row is the first filter not in use: Category, then Date (made Favorites here).
		addFilter();
		expect(within(dialog).getByRole('combobox', { name: 'Filter 1' })).toHaveProperty(
			'value',
			'category'
		);
		choose('Category', 'food');
		addFilter();
		expect(within(dialog).getByRole('combobox', { name: 'Filter 2' })).toHaveProperty('value', 'date');
		choose('Filter 2', 'favorite');
		fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
		await waitFor(() =>
			expect(listRequests(server, 'google_photos').at(-1)?.query.getAll('filter[]')).toEqual([
				'categoryInclude:food',
				'feature:favorite',
			])
		);
		addFilter();
		choose('Filter 3', 'mediaType');
		choose('Media Type', 'video');
		expect(within(dialog).queryByRole('combobox', { name: 'Category' })).toBeNull();
		expect(within(dialog).getByRole('combobox', { name: 'Filter 1' })).toHaveProperty(
			'value',
			'favorite'
		);
		fireEvent.click(within(dialog).getAllByRole('button', { name: 'Remove Filter' })[0]!);
		fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
		await waitFor(() =>
			expect(listRequests(server, 'google_photos').at(-1)?.query.getAll('filter[]')).toEqual([
				'mediaType:video',
			])
		);
	});
});
