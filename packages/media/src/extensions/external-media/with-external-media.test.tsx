import { HostProvider } from '@blockyard/ui';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { addFilter, applyFilters, removeFilter } from '@wordpress/hooks';
import type { ComponentType } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { EXTERNAL_MEDIA_FILTER_NAMESPACE, registerExternalMedia } from '.';
import type { MediaUploadProps } from './media-upload-props';
import MediaSources from './media-sources';
import { fakeMediaServer } from './test/fake-media-server';

const LIBRARY = 'test/media-library';
const openLibrary = vi.fn();

/** What WordPress's media library does: its component renders the button it is given. */
const withLibrary = () =>
	function Library(props: MediaUploadProps) {
		return <>{props.render({ open: openLibrary })}</>;
	};

beforeAll(async () => {
	// Loaded before the tests, as the editor has it by the time a user clicks.
	await import('./media-sources');
	void MediaSources;
});

afterEach(() => {
	cleanup();
	removeFilter('editor.MediaUpload', EXTERNAL_MEDIA_FILTER_NAMESPACE);
	removeFilter('editor.MediaUpload', LIBRARY);
	vi.unstubAllGlobals();
	openLibrary.mockReset();
});

/** The editor's `MediaUpload` as its filters make it now (`MediaUpload` renders nothing unfiltered). */
const filteredUpload = () =>
	applyFilters('editor.MediaUpload', () => null) as ComponentType<MediaUploadProps>;

function renderButton(props: Partial<MediaUploadProps> = {}, withHost = true) {
	const server = fakeMediaServer();
	const Upload = filteredUpload();
	const button = (
		<Upload
			allowedTypes={['image']}
			onSelect={() => undefined}
			render={({ open }) => (
				<button type="button" onClick={open}>
					Media Library
				</button>
			)}
			{...props}
		/>
	);
	render(withHost ? <HostProvider host={server.host}>{button}</HostProvider> : button);
}

describe('registerExternalMedia', () => {
	it('adds its filter once', async () => {
		registerExternalMedia();
		registerExternalMedia();
		expect(filteredUpload().name).toBe('ExternalMediaUpload');
		renderButton();
		expect(await screen.findAllByRole('button', { name: 'Select Image' })).toHaveLength(1);
	});

	it('turns the media library’s button into a menu: Media Library first, then the external sources', async () => {
		addFilter('editor.MediaUpload', LIBRARY, withLibrary);
		registerExternalMedia();
		renderButton();
		expect(await screen.findAllByRole('button', { name: 'Select Image' })).toHaveLength(1);
		expect(screen.queryByRole('button', { name: 'Media Library' })).toBeNull();
		fireEvent.click(screen.getByRole('button', { name: 'Select Image' }));
		const items = await screen.findAllByRole('menuitem');
		expect(items.map((item) => item.textContent)).toEqual([
			'Media Library',
			'Google Photos',
			'Pexels Free Photos',
			'Openverse',
		]);
		fireEvent.click(items[0]!);
		expect(openLibrary).toHaveBeenCalled();
	});

	it('gives an editor without a media library the external sources alone', async () => {
		registerExternalMedia();
		renderButton({ multiple: true, gallery: true, value: [] });
		fireEvent.click(await screen.findByRole('button', { name: 'Select Images' }));
		const items = await screen.findAllByRole('menuitem');
		expect(items.map((item) => item.textContent)).toEqual([
			'Google Photos',
			'Pexels Free Photos',
			'Openverse',
		]);
	});

	it('leaves alone a Replace menu, a gallery with images, a video button, and an editor without a host', async () => {
		addFilter('editor.MediaUpload', LIBRARY, withLibrary);
		registerExternalMedia();
		renderButton({ value: 12 });
		renderButton({ multiple: true, gallery: true, value: [1, 2] });
		renderButton({ allowedTypes: ['video'] });
		renderButton({}, false);
		await act(async () => undefined);
		expect(screen.getAllByRole('button', { name: 'Media Library' })).toHaveLength(4);
		expect(screen.queryByRole('button', { name: /Select/ })).toBeNull();
	});
});
