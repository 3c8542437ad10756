import { HostProvider, type BlockyardHost } from '@blockyard/ui';
import { render } from '@testing-library/react';
import { BlockControls, BlockEdit, BlockEditorProvider, InspectorControls } from '@wordpress/block-editor';
import { SlotFillProvider } from '@wordpress/components';
import { Fragment, useCallback, useState } from '@wordpress/element';
import type { ComponentType, ReactNode } from 'react';

import { testHost, type RecordingHost } from './test-host';

/** The block toolbar's groups, in the order the editor shows them (`undefined`: the default group). */
const TOOLBAR_GROUPS = ['parent', 'block', undefined, 'inline', 'other'] as const;

export interface RenderBlockEditOptions<Attributes extends Record<string, unknown>> {
	/** The block's registered name. */
	readonly name: string;
	/** Registers the block (once; later calls do nothing). */
	readonly register: () => void;
	readonly attributes: Attributes;
	/** The editor's host: a recording {@link testHost} unless given; `null` for an editor without one. */
	readonly host?: RecordingHost | BlockyardHost | null;
	readonly clientId?: string;
	/** Selected at first (the default), as a block just inserted is. */
	readonly selected?: boolean;
	/** The block editor's settings, e.g. `mediaUpload`; none: the editor's own (it cannot upload). */
	readonly settings?: Record<string, unknown>;
	/** Wraps the block in what the test provides besides the host (a context's stand-in, say). */
	readonly wrapper?: ComponentType<{ readonly children: ReactNode }>;
}

/**
 * Renders a block's registered edit (loaded lazily, as in the editor) the way the editor
 * does: attributes in state, each `setAttributes` merged in and recorded in `changes`; the
 * toolbar (every group of it) in a `toolbar` named Block tools, the sidebar in a `complementary` region named
 * Settings and its Advanced panel's controls in another named Advanced. `select(false)`
 * deselects the block.
 */
export function renderBlockEdit<Attributes extends Record<string, unknown>>(
	options: RenderBlockEditOptions<Attributes>
) {
	options.register();
	const changes: Partial<Attributes>[] = [];
	let current: Attributes = options.attributes;
	let setSelected: (selected: boolean) => void = () => undefined;

	function Harness() {
		const [attributes, setState] = useState<Attributes>(current);
		const [isSelected, select] = useState(options.selected ?? true);
		setSelected = select;
		const setAttributes = useCallback(
			(next: Partial<Attributes> | ((previous: Attributes) => Partial<Attributes>)) => {
				const change = typeof next === 'function' ? next(current) : next;
				changes.push(change);
				current = { ...current, ...change };
				setState(current);
			},
			[]
		);
		return (
			<SlotFillProvider>
				<div role="toolbar" aria-label="Block tools">
					{TOOLBAR_GROUPS.map((group) => (
						<BlockControls.Slot key={group ?? 'default'} group={group} />
					))}
				</div>
				<aside aria-label="Settings">
					<InspectorControls.Slot />
				</aside>
				<aside aria-label="Advanced">
					<InspectorControls.Slot group="advanced" />
				</aside>
				<BlockEdit
					name={options.name}
					clientId={options.clientId ?? 'block-1'}
					isSelected={isSelected}
					// The editor's props know attributes only as a record; the harness keeps their type.
					attributes={attributes as Record<string, unknown>}
					setAttributes={setAttributes as (attributes: Record<string, unknown>) => void}
					mayDisplayControls={isSelected}
				/>
			</SlotFillProvider>
		);
	}

	const host = options.host === undefined ? testHost() : options.host;
	const Wrapper = options.wrapper ?? Fragment;
	const block = (
		<Wrapper>
			<Harness />
		</Wrapper>
	);
	const harness = host ? <HostProvider host={host}>{block}</HostProvider> : block;
	const view = render(
		options.settings ? (
			<BlockEditorProvider value={[]} settings={options.settings}>
				{harness}
			</BlockEditorProvider>
		) : (
			harness
		)
	);
	return {
		...view,
		host,
		changes,
		attributes: () => current,
		select: (selected: boolean) => setSelected(selected),
	};
}
