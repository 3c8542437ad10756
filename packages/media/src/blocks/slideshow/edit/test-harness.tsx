// Test-only: the slideshow's registered edit (loaded lazily, as in the editor) with its
// toolbar and sidebar, in a host that records the save locks and notices, and an editor whose
// `mediaUpload` the test answers by hand.
import { createApi } from '@blockyard/api-client';
import { HostProvider, type BlockyardHost } from '@blockyard/ui';
import { act, render } from '@testing-library/react';
import {
	BlockControls,
	BlockEdit,
	InspectorControls,
	type MediaUploadOptions,
} from '@wordpress/block-editor';
import { SlotFillProvider } from '@wordpress/components';
import { dispatch } from '@wordpress/data';
import { useCallback, useState } from '@wordpress/element';

import { registerSlideshowBlock, SLIDESHOW_BLOCK_NAME } from '../index';
import type { SlideshowAttributes } from '../types';

export interface RecordingHost extends BlockyardHost {
	/** The save locks held now. */
	readonly locks: Set<string>;
	readonly notices: { status: string; message: string }[];
}

export function recordingHost(): RecordingHost {
	const locks = new Set<string>();
	const notices: { status: string; message: string }[] = [];
	return {
		locks,
		notices,
		site: { locale: 'en_US', type: 'self-hosted', features: {} },
		api: createApi({ root: 'http://site.test/wp-json/', nonce: 'nonce-1' }),
		getPost: () => ({ id: 1, title: 'Holidays' }),
		setPostTitle: () => undefined,
		lockPostSaving: (name) => void locks.add(name),
		unlockPostSaving: (name) => void locks.delete(name),
		uploadMedia: () => Promise.reject(new Error('the editor’s mediaUpload is used')),
		notify: (notice) => void notices.push(notice),
		subscribe: () => () => undefined,
	};
}

/** The editor's `mediaUpload`, recording each call for the test to answer. */
export function manualMediaUpload() {
	const calls: MediaUploadOptions[] = [];
	const mediaUpload = (options: MediaUploadOptions) => void calls.push(options);
	(dispatch('core/block-editor') as { updateSettings: (settings: object) => void }).updateSettings({
		mediaUpload,
		imageSizes: [
			{ slug: 'large', name: 'Large' },
			{ slug: 'full', name: 'Full Size' },
		],
	});
	return {
		calls,
		/** Answers the latest upload with these media items. */
		answer: (media: Record<string, unknown>[]) => act(() => calls.at(-1)?.onFileChange?.(media)),
		fail: (message: string) => act(() => calls.at(-1)?.onError?.(message)),
	};
}

export const image = (id: number, caption = '') => ({
	id,
	url: `https://example.com/${String(id)}.jpg`,
	alt: `Picture ${String(id)}`,
	caption,
});

/** Renders the edit as the editor would: attributes in state, the toolbar and sidebar in regions. */
export function renderSlideshowEdit(attributes: Partial<SlideshowAttributes> = {}, host = recordingHost()) {
	registerSlideshowBlock();
	let current: SlideshowAttributes = {
		align: 'center',
		autoplay: false,
		delay: 3,
		ids: [],
		images: [],
		effect: 'slide',
		...attributes,
	};

	function Harness() {
		const [state, setState] = useState(current);
		const setAttributes = useCallback((change: Partial<SlideshowAttributes>) => {
			current = { ...current, ...change };
			setState(current);
		}, []);
		return (
			<SlotFillProvider>
				<div role="toolbar" aria-label="Block tools">
					<BlockControls.Slot group="other" />
				</div>
				<aside aria-label="Settings">
					<InspectorControls.Slot />
				</aside>
				<BlockEdit
					name={SLIDESHOW_BLOCK_NAME}
					clientId="slideshow-1"
					isSelected
					mayDisplayControls
					attributes={state}
					setAttributes={setAttributes}
				/>
			</SlotFillProvider>
		);
	}

	const view = render(
		<HostProvider host={host}>
			<Harness />
		</HostProvider>
	);
	return { ...view, host, attributes: () => current };
}
