import { InnerBlocks, RichText } from '@wordpress/block-editor';
import { __ } from '@wordpress/i18n';

import {
	BUTTON_UNIQUE_ID,
	CONSENT_CLASS,
	DEFAULT_BUTTON_TEXT,
	EMAIL_CLASS,
	FORM_CLASS,
	STATUS_CLASS,
} from '../markup';
import type { MailchimpAttributes } from '../types';

/** The button child a new block starts with. */
const TEMPLATE: [string, Record<string, unknown>][] = [
	[
		'blockyard/button',
		{ element: 'button', saveInPostContent: true, uniqueId: BUTTON_UNIQUE_ID, text: DEFAULT_BUTTON_TEXT },
	],
];

export interface FormPreviewProps {
	readonly attributes: MailchimpAttributes;
	readonly setAttributes: (change: Partial<MailchimpAttributes>) => void;
	/** The notification shown under the form, if any (while a label is being edited). */
	readonly notification?:
		{ readonly kind: 'processing' | 'success' | 'error'; readonly text: string } | undefined;
}

/** The form as visitors see it: a disabled email field, the button child, the editable consent text. */
export function FormPreview({ attributes, setAttributes, notification }: FormPreviewProps) {
	return (
		<>
			<div className={FORM_CLASS}>
				<input
					className={EMAIL_CLASS}
					type="email"
					disabled
					placeholder={attributes.emailPlaceholder}
					aria-label={attributes.emailPlaceholder}
				/>
				<InnerBlocks allowedBlocks={['blockyard/button']} template={TEMPLATE} templateLock="all" />
				<RichText
					tagName="p"
					className={CONSENT_CLASS}
					aria-label={__('Consent text', 'blockyard')}
					placeholder={__('Write consent text', 'blockyard')}
					value={attributes.consentText}
					onChange={(consentText: string) => setAttributes({ consentText })}
					allowedFormats={['core/bold', 'core/italic', 'core/link']}
				/>
			</div>
			{notification ? (
				<p className={`${STATUS_CLASS} is-${notification.kind}`} role="status">
					{notification.text}
				</p>
			) : null}
		</>
	);
}
