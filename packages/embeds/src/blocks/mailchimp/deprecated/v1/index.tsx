import { RichText, useBlockProps } from '@wordpress/block-editor';
import { createBlock, type BlockDeprecation, type BlockSaveProps } from '@wordpress/blocks';
import type { CSSProperties } from 'react';

import { BUTTON_UNIQUE_ID } from '../markup';
import type { MailchimpAttributes } from '../types';

/** The attributes version 1 had besides today's: the submit button's text and colours. */
type V1Attributes = MailchimpAttributes & {
	submitButtonText?: string;
	backgroundButtonColor?: string;
	textButtonColor?: string;
	customBackgroundButtonColor?: string;
	customTextButtonColor?: string;
};

const text = (value: unknown): string | undefined =>
	typeof value === 'string' && value !== '' ? value : undefined;

/** Version 1's data attributes on the wrapper (a copy: frozen with its save). */
function signupDataV1(attributes: V1Attributes): Record<string, string> {
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
 * attributes; the button is now the shared `blockyard/button` child. Frozen: never change it.
 */
function saveV1({ attributes }: BlockSaveProps<V1Attributes>) {
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

/** Today's attributes and a `blockyard/button` child with the old button's text and colours. */
export function migrateV1(attributes: Record<string, unknown>) {
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
		uniqueId: BUTTON_UNIQUE_ID,
		text: text(submitButtonText) ?? 'Join my email list',
		...(text(textButtonColor) ? { textColor: textButtonColor } : {}),
		...(text(backgroundButtonColor) ? { backgroundColor: backgroundButtonColor } : {}),
		...(text(customTextButtonColor) ? { customTextColor: customTextButtonColor } : {}),
		...(text(customBackgroundButtonColor) ? { customBackgroundColor: customBackgroundButtonColor } : {}),
	};
	return [current, [createBlock('blockyard/button', button)]] as [
		MailchimpAttributes,
		ReturnType<typeof createBlock>[],
	];
}

export const v1: BlockDeprecation<MailchimpAttributes> = {
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
	save: saveV1 as BlockDeprecation<MailchimpAttributes>['save'],
	migrate: migrateV1 as unknown as BlockDeprecation<MailchimpAttributes>['migrate'],
};
