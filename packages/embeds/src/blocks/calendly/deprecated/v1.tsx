import { useBlockProps } from '@wordpress/block-editor';
import { createBlock, type BlockDeprecation, type BlockSaveProps } from '@wordpress/blocks';

import { SavedFrame } from '../../../embed/saved-frame';
import { CALENDLY_HOSTS, calendlyFrame } from '../frame';
import { CALENDLY_BUTTON_BLOCK, calendlyButtonLink, calendlyButtonText } from '../link-button';
import type { CalendlyAttributes } from '../types';

/** The older version's attributes: today's, and its own button's text and colours. */
type CalendlyV1Attributes = Omit<CalendlyAttributes, 'embedDomain'> & {
	submitButtonText?: string;
	submitButtonTextColor?: string;
	submitButtonBackgroundColor?: string;
	textButtonColor?: string;
	backgroundButtonColor?: string;
	customTextButtonColor?: string;
	customBackgroundButtonColor?: string;
};

const string = (value: unknown): string | undefined =>
	typeof value === 'string' && value !== '' ? value : undefined;
const hex = (value: unknown): string | undefined =>
	typeof value === 'string' && /^#?[0-9a-f]{6}$/i.test(value) ? value : undefined;

/**
 * Version 1 drew the Link style's button itself, from its own text and colours: a link in a
 * new tab. Its inline frame is today's. Frozen: never change it.
 */
function saveV1({ attributes: saved }: BlockSaveProps<Record<string, unknown>>) {
	const attributes = saved as CalendlyV1Attributes;
	const style = attributes.style === 'link' ? 'link' : 'inline';
	if (style === 'inline') {
		return (
			<div {...useBlockProps.save({ className: 'is-style-inline' })}>
				<SavedFrame frame={calendlyFrame(attributes)} hosts={CALENDLY_HOSTS} />
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

/** The older button's text and colours, moved into the `blockyard/button` child. */
function migrateV1(attributes: CalendlyV1Attributes): [CalendlyAttributes, ReturnType<typeof createBlock>[]] {
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
	const button = createBlock(CALENDLY_BUTTON_BLOCK, {
		...calendlyButtonLink(kept.url),
		text: string(submitButtonText) ?? calendlyButtonText(),
		textColor: string(textButtonColor),
		backgroundColor: string(backgroundButtonColor),
		customTextColor: hex(customTextButtonColor ?? submitButtonTextColor),
		customBackgroundColor: hex(customBackgroundButtonColor ?? submitButtonBackgroundColor),
	});
	return [kept, [button]];
}

export const v1: BlockDeprecation<Record<string, unknown>> = {
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
