import { useBlockProps } from '@wordpress/block-editor';

import { SavedFrame } from '../../embed/saved-frame';
import { PINTEREST_HOSTS, pinterestEmbedAt } from './embed-kind';
import { pinterestFrame } from './frame';
import type { PinterestAttributes } from './types';

/**
 * A pin's frame, or Pinterest's markup for a profile or a board (a plain link, which
 * Pinterest's script draws as the profile or board); an empty wrapper before anything is embedded.
 */
export default function save({ attributes }: { attributes: PinterestAttributes }) {
	const embed = pinterestEmbedAt(attributes.url);
	return (
		<div {...useBlockProps.save()}>
			{embed?.kind === 'pin' ? (
				<SavedFrame frame={pinterestFrame(attributes)} hosts={PINTEREST_HOSTS} />
			) : embed ? (
				<a data-pin-do={embed.kind === 'user' ? 'embedUser' : 'embedBoard'} href={embed.href}>
					{embed.href}
				</a>
			) : null}
		</div>
	);
}
