// Test-only: the gallery's registered edit (loaded lazily, as in the editor) with its toolbar
// and sidebar, inside a block editor whose `mediaUpload` setting the test gives, and a host
// whose save locks and notices are recorded.
import { createApi } from '@blockyard/api-client';
import { HostProvider, type BlockyardHost } from '@blockyard/ui';
import { render } from '@testing-library/react';
import {
	BlockControls,
	BlockEdit,
	BlockEditorProvider,
	InspectorControls,
	type MediaUploadOptions,
} from '@wordpress/block-editor';
import { SlotFillProvider } from '@wordpress/components';
import { useCallback, useState } from '@wordpress/element';

import { registerTiledGalleryBlock, TILED_GALLERY_BLOCK_NAME } from '../index';
import type { TiledGalleryAttributes } from '../types';

export const DEFAULT_ATTRIBUTES: TiledGalleryAttributes = {
	align: 'center',
	columnWidths: [],
	ids: [],
	images: [],
	imageCrop: true,
	linkTo: 'none',
	roundedCorners: 0,
};

export interface HostRecord {
	readonly locks: Set<string>;
	readonly lockHistory: string[];
	readonly notices: { status: string; message: string }[];
}

export function testHost(): { host: BlockyardHost; record: HostRecord } {
	const record: HostRecord = { locks: new Set(), lockHistory: [], notices: [] };
	const host: BlockyardHost = {
		site: { locale: 'en_US', type: 'self-hosted', features: {} },
		api: createApi({ root: 'http://site.test/wp-json/', nonce: 'nonce-1' }),
		getPost: () => ({ id: 1, title: 'Gallery' }),
		setPostTitle: () => undefined,
		lockPostSaving: (name) => {
			record.locks.add(name);
			record.lockHistory.push(`lock ${name}`);
		},
		unlockPostSaving: (name) => {
			record.locks.delete(name);
			record.lockHistory.push(`unlock ${name}`);
		},
		uploadMedia: () => Promise.reject(new Error('uploads go through mediaUpload')),
		notify: (notice) => record.notices.push(notice),
		subscribe: () => () => undefined,
	};
	return { host, record };
}

/**
 * Renders the gallery's edit: attributes in state, each `setAttributes` merged in and recorded
 * in `changes`; `select(false)` deselects the block. `mediaUpload` is the editor's upload
 * setting (none: the editor cannot upload).
 */
export function renderGallery(
	initial: Partial<TiledGalleryAttributes> = {},
	options: { mediaUpload?: (options: MediaUploadOptions) => void } = {}
) {
	registerTiledGalleryBlock();
	const { host, record } = testHost();
	const changes: Partial<TiledGalleryAttributes>[] = [];
	let current: TiledGalleryAttributes = { ...DEFAULT_ATTRIBUTES, ...initial };
	let setSelected: (selected: boolean) => void = () => undefined;

	function Harness() {
		const [attributes, setState] = useState<TiledGalleryAttributes>(current);
		const [isSelected, select] = useState(true);
		setSelected = select;
		const setAttributes = useCallback((change: Record<string, unknown>) => {
			changes.push(change as Partial<TiledGalleryAttributes>);
			current = { ...current, ...change };
			setState(current);
		}, []);
		return (
			<SlotFillProvider>
				<div role="toolbar" aria-label="Block tools">
					<BlockControls.Slot />
				</div>
				<aside aria-label="Settings">
					<InspectorControls.Slot />
				</aside>
				<BlockEdit
					name={TILED_GALLERY_BLOCK_NAME}
					clientId="gallery-1"
					isSelected={isSelected}
					attributes={attributes}
					setAttributes={setAttributes}
					mayDisplayControls={isSelected}
				/>
			</SlotFillProvider>
		);
	}

	const view = render(
		<BlockEditorProvider
			value={[]}
			settings={options.mediaUpload ? { mediaUpload: options.mediaUpload } : {}}
		>
			<HostProvider host={host}>
				<Harness />
			</HostProvider>
		</BlockEditorProvider>
	);
	return {
		...view,
		changes,
		record,
		attributes: () => current,
		select: (selected: boolean) => setSelected(selected),
	};
}
