// Version 1 of blockyard/calendly, frozen. This folder holds everything version 1 saved with
// and migrates by: its attributes, its save, the frame and the saved-output policy as they
// were. It imports only @wordpress/* and its own files (a lint rule holds every `deprecated/`
// folder to that), so no later change to the block or to shared code can change what an old
// post must match. Never change it; a new version of the markup gets a folder of its own.
import { useBlockProps } from '@wordpress/block-editor';
import { createBlock, type BlockDeprecation, type BlockSaveProps } from '@wordpress/blocks';
import { __ } from '@wordpress/i18n';

import { CALENDLY_HOSTS_V1, calendlyFrameV1 } from './frame';
import { SavedFrameV1 } from './saved-frame';
import type { CalendlyAfterV1Attributes, CalendlyV1Attributes } from './types';

const string = (value: unknown): string | undefined =>
	typeof value === 'string' && value !== '' ? value : undefined;
const hex = (value: unknown): string | undefined =>
	typeof value === 'string' && /^#?[0-9a-f]{6}$/i.test(value) ? value : undefined;

/**
 * Version 1 drew the Link style's button itself, from its own text and colours: a link in a
 * new tab. Its inline frame is the one the block still saves.
 */
function saveV1({ attributes: saved }: BlockSaveProps<Record<string, unknown>>) {
	const attributes = saved as CalendlyV1Attributes;
	const style = attributes.style === 'link' ? 'link' : 'inline';
	if (style === 'inline') {
		return (
			<div {...useBlockProps.save({ className: 'is-style-inline' })}>
				<SavedFrameV1 frame={calendlyFrameV1(attributes)} hosts={CALENDLY_HOSTS_V1} />
			</div>
		);
	}
	const textColor = hex(attributes.customTextButtonColor ?? attributes.submitButtonTextColor);
	const backgroundColor = hex(
		attributes.customBackgroundButtonColor ?? attributes.submitButtonBackgroundColor
	);
	const classes = [
		'wp-block-blockyard-calendly__link',
		(attributes.textButtonColor || textColor) && 'has-text-color',
		attributes.textButtonColor && `has-${attributes.textButtonColor}-color`,
		(attributes.backgroundButtonColor || backgroundColor) && 'has-background',
		attributes.backgroundButtonColor && `has-${attributes.backgroundButtonColor}-background-color`,
	].filter(Boolean);
	return (
		<div {...useBlockProps.save({ className: 'is-style-link' })}>
			<a
				className={classes.join(' ')}
				href={attributes.url}
				target="_blank"
				rel="noopener noreferrer"
				style={{
					color: attributes.textButtonColor ? undefined : textColor,
					backgroundColor: attributes.backgroundButtonColor ? undefined : backgroundColor,
				}}
			>
				{attributes.submitButtonText ?? 'Schedule time with me'}
			</a>
		</div>
	);
}

/**
 * The older button's text and colours, moved into a `blockyard/button` child that links to the
 * booking page in a new tab (the shared button's name is a public contract, written out here).
 */
function migrateV1(
	attributes: CalendlyV1Attributes
): [CalendlyAfterV1Attributes, ReturnType<typeof createBlock>[]] {
	const {
		submitButtonText,
		submitButtonTextColor,
		submitButtonBackgroundColor,
		textButtonColor,
		backgroundButtonColor,
		customTextButtonColor,
		customBackgroundButtonColor,
		...kept
	} = attributes;
	if (kept.style !== 'link') {
		return [kept, []];
	}
	const button = createBlock('blockyard/button', {
		element: 'a',
		saveInPostContent: true,
		uniqueId: 'calendly-widget-id',
		url: kept.url,
		passthroughAttributes: { target: '_blank', rel: 'noopener noreferrer' },
		text: string(submitButtonText) ?? __('Schedule time with me', 'blockyard'),
		textColor: string(textButtonColor),
		backgroundColor: string(backgroundButtonColor),
		customTextColor: hex(customTextButtonColor ?? submitButtonTextColor),
		customBackgroundColor: hex(customBackgroundButtonColor ?? submitButtonBackgroundColor),
	});
	return [kept, [button]];
}

export const v1: BlockDeprecation<CalendlyAfterV1Attributes> = {
	attributes: {
		url: { type: 'string' },
		style: { type: 'string', enum: ['inline', 'link'], default: 'inline' },
		backgroundColor: { type: 'string', default: 'ffffff' },
		primaryColor: { type: 'string', default: '00A2FF' },
		textColor: { type: 'string', default: '4D5055' },
		hideEventTypeDetails: { type: 'boolean', default: false },
		submitButtonText: { type: 'string' },
		submitButtonTextColor: { type: 'string' },
		submitButtonBackgroundColor: { type: 'string' },
		textButtonColor: { type: 'string' },
		backgroundButtonColor: { type: 'string' },
		customTextButtonColor: { type: 'string' },
		customBackgroundButtonColor: { type: 'string' },
	},
	supports: { align: ['wide', 'full'], html: false },
	save: saveV1,
	migrate: (attributes) => migrateV1(attributes as CalendlyV1Attributes),
};
