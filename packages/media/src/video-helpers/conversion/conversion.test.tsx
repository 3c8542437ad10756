import { ANN, testConnectionStore } from '@blockyard/block-edit-harness';
import { ConnectionProvider } from '@blockyard/connection';
import { HostProvider, type HostTrackingEvent } from '@blockyard/ui';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { BlockEdit, BlockEditorProvider, InspectorControls } from '@wordpress/block-editor';
import { createBlock, getBlockType, unregisterBlockType, type Block } from '@wordpress/blocks';
import { SlotFillProvider } from '@wordpress/components';
import { removeFilter } from '@wordpress/hooks';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { fakeVideoSite, type FakeVideoSite } from '../test/fake-video-site';
import { registerCoreVideoStandIn, registerVideoBlockStandIn } from '../test/video-blocks';
import { registerCoreVideoConversion, VIDEO_CONVERSION_FILTER_NAMESPACE } from '.';
import { LazyConversionNotice } from './with-conversion-notice';

const BUTTON = { name: 'Transform blocks to VideoPress' } as const;

beforeAll(async () => {
	registerCoreVideoStandIn();
	// Loaded before the tests, as the editor has it by the time the author looks at the sidebar.
	await LazyConversionNotice.preload();
});

beforeEach(() => {
	registerVideoBlockStandIn();
	registerCoreVideoConversion();
});

afterEach(() => {
	cleanup();
	removeFilter('editor.BlockEdit', VIDEO_CONVERSION_FILTER_NAMESPACE);
	vi.unstubAllGlobals();
});

const coreVideo = (id: number | undefined, extra: Record<string, unknown> = {}) =>
	createBlock('core/video', {
		...(id === undefined ? {} : { id }),
		src: `http://site.test/v-${id}.mp4`,
		...extra,
	});

/**
 * An editor with these blocks, showing the edit of the first one (selected unless told) and the
 * sidebar; `blocks()` gives the post's blocks as the editor last reported them.
 */
function renderEditor(site: FakeVideoSite, initial: Block[], isSelected = true, host = site.host) {
	let current = initial;
	const report = (blocks: Block[]) => {
		current = blocks;
	};
	const first = initial[0]!;
	render(
		<SlotFillProvider>
			<BlockEditorProvider value={initial} onChange={report} onInput={report}>
				<HostProvider host={host}>
					<ConnectionProvider store={testConnectionStore()}>
						<aside aria-label="Settings">
							<InspectorControls.Slot />
						</aside>
						<BlockEdit
							name={first.name}
							clientId={first.clientId}
							isSelected={isSelected}
							attributes={first.attributes}
							setAttributes={() => undefined}
							mayDisplayControls={isSelected}
						/>
					</ConnectionProvider>
				</HostProvider>
			</BlockEditorProvider>
		</SlotFillProvider>
	);
	return { blocks: () => current };
}

/** Lets the media reads answer and the notice render. */
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 20)));

describe('the core video conversion notice', () => {
	it('records the click on Transform blocks to VideoPress as a usage event', async () => {
		const site = fakeVideoSite({ 11: 'OcobLTqC', 12: 'Ab12Cd34' });
		const events: HostTrackingEvent[] = [];
		const host = { ...site.host, track: (event: HostTrackingEvent) => void events.push(event) };
		renderEditor(site, [coreVideo(11), coreVideo(12)], true, host);
		fireEvent.click(await screen.findByRole('button', BUTTON));
		expect(events).toEqual([
			{
				name: 'jetpack_editor_videopress_block_manual_conversion_click',
				props: { blocks: 2 },
				user: ANN,
			},
		]);
	});

	it('offers to convert, and replaces every core video whose file is hosted, keeping what it plays', async () => {
		const site = fakeVideoSite({ 11: 'OcobLTqC', 12: 'Ab12Cd34', 13: null });
		const editor = renderEditor(site, [
			coreVideo(11, {
				caption: 'First',
				autoplay: true,
				playsInline: true,
				poster: 'http://site.test/p.jpg',
			}),
			coreVideo(13),
			coreVideo(undefined),
			coreVideo(12, { controls: false, preload: 'none' }),
		]);
		const button = await screen.findByRole('button', BUTTON);
		// In the sidebar (and spoken to screen readers, as notices are).
		const notice = screen.getByText(/This post has video blocks whose files VideoPress hosts/, {
			selector: 'p',
		});
		expect(notice.closest('aside')).toBeTruthy();
		fireEvent.click(button);

		const blocks = editor.blocks();
		expect(blocks.map((block) => block.name)).toEqual([
			'blockyard/video',
			'core/video',
			'core/video',
			'blockyard/video',
		]);
		expect(blocks[0]!.attributes).toMatchObject({
			guid: 'OcobLTqC',
			id: 11,
			src: 'http://site.test/v-11.mp4',
			caption: 'First',
			poster: 'http://site.test/p.jpg',
			autoplay: true,
			playsinline: true,
			controls: true,
		});
		expect(blocks[3]!.attributes).toMatchObject({
			guid: 'Ab12Cd34',
			id: 12,
			controls: false,
			preload: 'none',
		});
	});

	it('reads each media item once, and none for a core video without one', async () => {
		const site = fakeVideoSite({ 11: 'OcobLTqC' });
		renderEditor(site, [coreVideo(11), coreVideo(11), coreVideo(undefined)]);
		await screen.findByRole('button', BUTTON);
		expect(site.reads).toEqual([11]);
	});

	it('says nothing when no core video’s file is hosted, or its media item cannot be read', async () => {
		const site = fakeVideoSite({ 13: null });
		renderEditor(site, [coreVideo(13), coreVideo(404)]);
		await waitFor(() => expect(site.reads).toEqual([13, 404]));
		await settle();
		expect(screen.queryByRole('button', BUTTON)).toBeNull();
	});

	it('shows only while a core video is selected', async () => {
		const site = fakeVideoSite({ 11: 'OcobLTqC' });
		renderEditor(site, [coreVideo(11)], false);
		await settle();
		expect(screen.queryByRole('button', BUTTON)).toBeNull();
		expect(site.reads).toEqual([]);
	});

	it('shows nothing where the hosted video block is not registered', async () => {
		unregisterBlockType('blockyard/video');
		expect(getBlockType('blockyard/video')).toBeUndefined();
		const site = fakeVideoSite({ 11: 'OcobLTqC' });
		renderEditor(site, [coreVideo(11)]);
		await settle();
		expect(screen.queryByRole('button', BUTTON)).toBeNull();
	});

	it('is registered once however often it is asked', async () => {
		registerCoreVideoConversion();
		registerCoreVideoConversion();
		renderEditor(fakeVideoSite({ 11: 'OcobLTqC' }), [coreVideo(11)]);
		expect(await screen.findAllByRole('button', BUTTON)).toHaveLength(1);
	});
});
