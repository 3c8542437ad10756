import { InnerBlocks, useBlockProps } from '@wordpress/block-editor';
import type { BlockSaveProps } from '@wordpress/blocks';

import { CONFIRMATION_ATTRIBUTE, FORM_ID_ATTRIBUTE, STATUS_CLASS } from './markup';
import type { ContactFormAttributes } from './types';

/**
 * A `<form>` holding the fields and the button, then the status region the front end
 * announces the outcome in. A pure function of the attributes. It saves no `action`: where
 * a form sends is not the author's to choose, so the page that shows it adds the form's own
 * route (the WordPress plugin's render filter, `addContactFormActions` elsewhere), and
 * without script the browser's `required` checks and a plain POST to that route still work.
 */
export default function ContactFormSave({ attributes }: BlockSaveProps<ContactFormAttributes>) {
	const formId = attributes.formId ?? '';
	const data = {
		[FORM_ID_ATTRIBUTE]: formId,
		...(attributes.confirmationMessage
			? { [CONFIRMATION_ATTRIBUTE]: attributes.confirmationMessage }
			: {}),
	};
	return (
		<form {...useBlockProps.save()} method="post" {...data}>
			<InnerBlocks.Content />
			<div className={STATUS_CLASS} role="status" aria-live="polite" />
		</form>
	);
}
