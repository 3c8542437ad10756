import blockStyle from '@blockyard/content/style.css?inline';
import blockEditorStyle from '@blockyard/content/editor.css?inline';
import { HostProvider } from '@blockyard/ui';
import { BlockCanvas, BlockEditorProvider, BlockInspector, Inserter } from '@wordpress/block-editor';
import contentStyle from '@wordpress/block-editor/build-style/content.css?inline';
import { serialize } from '@wordpress/blocks';
import { Popover, SlotFillProvider } from '@wordpress/components';
import { useState } from 'react';

// The canvas is an iframe: it takes its stylesheets as text.
const canvasStyles = [{ css: contentStyle }, { css: blockStyle }, { css: blockEditorStyle }];

/**
 * A block editor of the app's own. The host goes inside `BlockEditorProvider`, so the
 * blocks find it and the editor's own registry keeps the block editor's store.
 */
export function Editor({ host }) {
	const [blocks, setBlocks] = useState([]);
	return (
		<SlotFillProvider>
			<BlockEditorProvider value={blocks} onInput={setBlocks} onChange={setBlocks}>
				<HostProvider host={host}>
					<header className="app__header">
						<Inserter rootClientId={null} />
					</header>
					<main className="app__main">
						<div className="app__canvas">
							<BlockCanvas height="480px" styles={canvasStyles} />
						</div>
						<aside className="app__sidebar">
							<BlockInspector />
						</aside>
					</main>
					<h2>Saved markup</h2>
					<pre className="app__markup" aria-label="Saved markup">
						{serialize(blocks)}
					</pre>
					<Popover.Slot />
				</HostProvider>
			</BlockEditorProvider>
		</SlotFillProvider>
	);
}
