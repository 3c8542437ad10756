// Version 1 of blockyard/eventbrite, frozen. This folder holds everything version 1 saved with
// and migrates by: its attributes, its save, the event page, the frame and the saved-output
// policy as they were. It imports only @wordpress/* and its own files (a lint rule holds every
// `deprecated/` folder to that), so no later change to the block or to shared code can change
// what an old post must match. Never change it; a new version of the markup gets a folder of its own.
import { useBlockProps } from '@wordpress/block-editor';
import { createBlock, type BlockDeprecation, type BlockSaveProps } from '@wordpress/blocks';
import { __ } from '@wordpress/i18n';

import { EVENTBRITE_HOSTS_V1, eventbriteFrameV1 } from './frame';
import { SavedFrameV1 } from './saved-frame';
import type { EventbriteAfterV1Attributes, EventbriteV1Attributes } from './types';

const string = (value: unknown): string | undefined =>
	typeof value === 'string' && value !== '' ? value : undefined;
const hex = (value: unknown): string | undefined =>
	typeof value === 'string' && /^#?[0-9a-f]{6}$/i.test(value) ? value : undefined;

/**
 * Version 1 chose the modal with `useModal` and drew the modal's button itself from its own
 * text, colours and radius: a link to the event page. Its in-page frame is the one the block
 * still saves.
 */
function saveV1({ attributes: saved }: BlockSaveProps<Record<string, unknown>>) {
	const attributes = saved as EventbriteV1Attributes;
	if (!attributes.useModal) {
		return (
			<div {...useBlockProps.save({ className: 'is-style-inline' })}>
				<SavedFrameV1
					frame={eventbriteFrameV1(attributes.url, attributes.eventId)}
					hosts={EVENTBRITE_HOSTS_V1}
				/>
			</div>
		);
	}
	const textColor = hex(attributes.customTextColor);
	const backgroundColor = hex(attributes.customBackgroundColor);
	const classes = [
		'wp-block-blockyard-eventbrite__button',
		(attributes.textColor || textColor) && 'has-text-color',
		attributes.textColor && `has-${attributes.textColor}-color`,
		(attributes.backgroundColor || backgroundColor) && 'has-background',
		attributes.backgroundColor && `has-${attributes.backgroundColor}-background-color`,
		attributes.borderRadius === 0 && 'no-border-radius',
	].filter(Boolean);
	return (
		<div {...useBlockProps.save({ className: 'is-style-modal' })}>
			<a
				className={classes.join(' ')}
				href={attributes.url}
				style={{
					color: attributes.textColor ? undefined : textColor,
					backgroundColor: attributes.backgroundColor ? undefined : backgroundColor,
					borderRadius:
						typeof attributes.borderRadius === 'number'
							? `${attributes.borderRadius}px`
							: undefined,
				}}
			>
				{attributes.text}
			</a>
		</div>
	);
}

/**
 * `useModal` becomes `style`; the button's text, colours and radius move into a
 * `blockyard/button` child linking to the event page (the shared button's name is a public
 * contract, written out here).
 */
function migrateV1(
	attributes: EventbriteV1Attributes
): [EventbriteAfterV1Attributes, ReturnType<typeof createBlock>[]] {
	const { url, eventId, useModal } = attributes;
	const kept: EventbriteAfterV1Attributes = { url, eventId, style: useModal ? 'modal' : 'inline' };
	if (!useModal) {
		return [kept, []];
	}
	const button = createBlock('blockyard/button', {
		element: 'a',
		saveInPostContent: true,
		uniqueId: 'eventbrite-widget-id',
		url,
		text: string(attributes.text) ?? __('Register', 'blockyard'),
		textColor: string(attributes.textColor),
		backgroundColor: string(attributes.backgroundColor),
		customTextColor: hex(attributes.customTextColor),
		customBackgroundColor: hex(attributes.customBackgroundColor),
		borderRadius: typeof attributes.borderRadius === 'number' ? attributes.borderRadius : undefined,
	});
	return [kept, [button]];
}

export const v1: BlockDeprecation<EventbriteAfterV1Attributes> = {
	attributes: {
		url: { type: 'string' },
		eventId: { type: 'number' },
		useModal: { type: 'boolean' },
		text: { type: 'string', default: 'Register' },
		backgroundColor: { type: 'string' },
		textColor: { type: 'string' },
		customBackgroundColor: { type: 'string' },
		customTextColor: { type: 'string' },
		borderRadius: { type: 'number' },
	},
	supports: { align: true, html: false },
	save: saveV1,
	migrate: (attributes) => migrateV1(attributes as EventbriteV1Attributes),
};
