// Version 1 of blockyard/mailchimp, frozen. This folder holds everything version 1 saved with
// and migrates by: its attributes, its save and the wrapper's data attributes as they were. It
// imports only @wordpress/* and its own files (a lint rule holds every `deprecated/` folder to
// that), so no later change to the block or to shared code can change what an old post must
// match. Never change it; a new version of the markup gets a folder of its own.
import { RichText, useBlockProps } from '@wordpress/block-editor';
import { createBlock, type BlockDeprecation, type BlockSaveProps } from '@wordpress/blocks';
import type { CSSProperties } from 'react';

import type { MailchimpAfterV1Attributes, MailchimpV1Attributes } from './types';

const text = (value: unknown): string | undefined =>
	typeof value === 'string' && value !== '' ? value : undefined;

/** Version 1's data attributes on the wrapper (a copy: frozen with its save). */
function signupDataV1(attributes: MailchimpV1Attributes): Record<string, string> {
	return {
		'data-processing-label': attributes.processingLabel,
		'data-success-label': attributes.successLabel,
		'data-error-label': attributes.errorLabel,
		...(Array.isArray(attributes.interests) && attributes.interests.length > 0
			? { 'data-interests': attributes.interests.join(',') }
			: {}),
		...(attributes.signupFieldTag ? { 'data-signup-field-tag': attributes.signupFieldTag } : {}),
		...(attributes.signupFieldValue ? { 'data-signup-field-value': attributes.signupFieldValue } : {}),
	};
}

/**
 * Version 1 rendered its own submit button, with its text and colours in the block's
 * attributes; the button is now the shared `blockyard/button` child.
 */
function saveV1({ attributes: saved }: BlockSaveProps<Record<string, unknown>>) {
	const attributes = saved as MailchimpV1Attributes;
	const textColor = text(attributes.textButtonColor);
	const backgroundColor = text(attributes.backgroundButtonColor);
	const customTextColor = text(attributes.customTextButtonColor);
	const customBackgroundColor = text(attributes.customBackgroundButtonColor);
	const className = [
		'wp-block-blockyard-mailchimp__button',
		(textColor || customTextColor) && 'has-text-color',
		textColor && `has-${textColor}-color`,
		(backgroundColor || customBackgroundColor) && 'has-background',
		backgroundColor && `has-${backgroundColor}-background-color`,
	]
		.filter(Boolean)
		.join(' ');
	const style: CSSProperties = {
		...(textColor === undefined && customTextColor ? { color: customTextColor } : {}),
		...(backgroundColor === undefined && customBackgroundColor
			? { backgroundColor: customBackgroundColor }
			: {}),
	};
	return (
		<div {...useBlockProps.save()} {...signupDataV1(attributes)}>
			<form className="wp-block-blockyard-mailchimp__form" method="post">
				<input
					className="wp-block-blockyard-mailchimp__email"
					type="email"
					name="email"
					autoComplete="email"
					required
					placeholder={attributes.emailPlaceholder}
					aria-label={attributes.emailPlaceholder}
				/>
				<button type="submit" className={className} style={style}>
					{attributes.submitButtonText}
				</button>
				<RichText.Content
					tagName="p"
					className="wp-block-blockyard-mailchimp__consent"
					value={typeof attributes.consentText === 'string' ? attributes.consentText : ''}
				/>
			</form>
			<p className="wp-block-blockyard-mailchimp__status" role="status" aria-live="polite" />
		</div>
	);
}

/**
 * The attributes without the button's, and a `blockyard/button` child with the old button's
 * text and colours (the shared button's name and the `uniqueId` it carries here are public
 * contracts, written out).
 */
export function migrateV1(
	attributes: Record<string, unknown>
): [MailchimpAfterV1Attributes, ReturnType<typeof createBlock>[]] {
	const {
		submitButtonText,
		backgroundButtonColor,
		textButtonColor,
		customBackgroundButtonColor,
		customTextButtonColor,
		...current
	} = attributes;
	const button = {
		element: 'button',
		saveInPostContent: true,
		uniqueId: 'mailchimp-widget-id',
		text: text(submitButtonText) ?? 'Join my email list',
		...(text(textButtonColor) ? { textColor: textButtonColor } : {}),
		...(text(backgroundButtonColor) ? { backgroundColor: backgroundButtonColor } : {}),
		...(text(customTextButtonColor) ? { customTextColor: customTextButtonColor } : {}),
		...(text(customBackgroundButtonColor) ? { customBackgroundColor: customBackgroundButtonColor } : {}),
	};
	return [current as MailchimpAfterV1Attributes, [createBlock('blockyard/button', button)]];
}

export const v1: BlockDeprecation<MailchimpAfterV1Attributes> = {
	attributes: {
		emailPlaceholder: { type: 'string', default: 'Enter your email' },
		consentText: {
			type: 'string',
			source: 'html',
			selector: '.wp-block-blockyard-mailchimp__consent',
			default:
				'By clicking submit, you agree to share your email address with the site owner and Mailchimp to receive marketing, updates, and other emails from the site owner. Use the unsubscribe link in those emails to opt out at any time.',
		},
		interests: { type: 'array', default: [] },
		processingLabel: { type: 'string', default: 'Processing…' },
		successLabel: { type: 'string', default: "Success! You're on the list." },
		errorLabel: {
			type: 'string',
			default:
				"Whoops! There was an error and we couldn't process your subscription. Please reload the page and try again.",
		},
		signupFieldTag: { type: 'string' },
		signupFieldValue: { type: 'string' },
		preview: { type: 'boolean', default: false },
		submitButtonText: { type: 'string', default: 'Join my email list' },
		backgroundButtonColor: { type: 'string' },
		textButtonColor: { type: 'string' },
		customBackgroundButtonColor: { type: 'string' },
		customTextButtonColor: { type: 'string' },
	},
	supports: { align: ['wide', 'full'], html: false },
	save: saveV1,
	migrate: migrateV1,
};
