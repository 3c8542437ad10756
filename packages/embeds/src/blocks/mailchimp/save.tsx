import { safeRichText } from '@blockyard/api-client';
import { InnerBlocks, RichText, useBlockProps } from '@wordpress/block-editor';

import { CONSENT_CLASS, EMAIL_CLASS, FORM_CLASS, signupData, STATUS_CLASS } from './markup';
import type { MailchimpAttributes } from './types';

/**
 * The visitor's signup form: the email field, the button child, the consent text, and a live
 * region the visitor's script writes the processing, success and error labels into. The form
 * has no action: with the script it posts to the site's newsletter route; without it, the
 * browser posts it back to the page itself, which signs nobody up.
 */
export default function save({ attributes }: { attributes: MailchimpAttributes }) {
	return (
		<div {...useBlockProps.save()} {...signupData(attributes)}>
			<form className={FORM_CLASS} method="post">
				<input
					className={EMAIL_CLASS}
					type="email"
					name="email"
					autoComplete="email"
					required
					placeholder={attributes.emailPlaceholder}
					aria-label={attributes.emailPlaceholder}
				/>
				<InnerBlocks.Content />
				<RichText.Content
					tagName="p"
					className={CONSENT_CLASS}
					value={safeRichText(attributes.consentText)}
				/>
			</form>
			<p className={STATUS_CLASS} role="status" aria-live="polite" />
		</div>
	);
}
