import { useBlockProps } from '@wordpress/block-editor';
import { createBlock, type BlockDeprecation, type BlockSaveProps } from '@wordpress/blocks';

import { SavedFrame } from '../../../embed/saved-frame';
import { eventbriteButtonLink, eventbriteButtonText } from '../button';
import { BUTTON_CHILD_BLOCK } from '../../../embed/button-child-block';
import { EVENTBRITE_HOSTS, eventbriteFrame } from '../frame';
import type { EventbriteAttributes } from '../types';

/** The older version's attributes: the event, `useModal`, and its own button's text, colours and radius. */
type EventbriteV1Attributes = {
	url?: string;
	eventId?: number;
	useModal?: boolean;
	text: string;
	backgroundColor?: string;
	textColor?: string;
	customBackgroundColor?: string;
	customTextColor?: string;
	borderRadius?: number;
};

const string = (value: unknown): string | undefined =>
	typeof value === 'string' && value !== '' ? value : undefined;
const hex = (value: unknown): string | undefined =>
	typeof value === 'string' && /^#?[0-9a-f]{6}$/i.test(value) ? value : undefined;

/**
 * Version 1 chose the modal with `useModal` and drew the modal's button itself from its own
 * text, colours and radius: a link to the event page. Its in-page frame is today's. Frozen:
 * never change it.
 */
function saveV1({ attributes: saved }: BlockSaveProps<Record<string, unknown>>) {
	const attributes = saved as EventbriteV1Attributes;
	if (!attributes.useModal) {
		return (
			<div {...useBlockProps.save({ className: 'is-style-inline' })}>
				<SavedFrame
					frame={eventbriteFrame({
						url: attributes.url,
						eventId: attributes.eventId,
						style: 'inline',
					})}
					hosts={EVENTBRITE_HOSTS}
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

/** `useModal` becomes `style`; the button's text, colours and radius move into the `blockyard/button` child. */
function migrateV1(
	attributes: EventbriteV1Attributes
): [EventbriteAttributes, ReturnType<typeof createBlock>[]] {
	const { url, eventId, useModal } = attributes;
	const kept: EventbriteAttributes = { url, eventId, style: useModal ? 'modal' : 'inline' };
	if (!useModal) {
		return [kept, []];
	}
	const button = createBlock(BUTTON_CHILD_BLOCK, {
		...eventbriteButtonLink(url),
		text: string(attributes.text) ?? eventbriteButtonText(),
		textColor: string(attributes.textColor),
		backgroundColor: string(attributes.backgroundColor),
		customTextColor: hex(attributes.customTextColor),
		customBackgroundColor: hex(attributes.customBackgroundColor),
		borderRadius: typeof attributes.borderRadius === 'number' ? attributes.borderRadius : undefined,
	});
	return [kept, [button]];
}

export const v1: BlockDeprecation<Record<string, unknown>> = {
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
