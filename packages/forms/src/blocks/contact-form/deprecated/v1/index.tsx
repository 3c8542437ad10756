import { InnerBlocks, useBlockProps } from '@wordpress/block-editor';
import type { BlockDeprecation, BlockSaveProps } from '@wordpress/blocks';

/** Version 1's attributes, which a v1 block keeps as they are. */
type V1Attributes = {
	formId?: string;
	confirmationMessage: string;
};

/**
 * Version 1 saved `action="/wp-json/blockyard/v1/forms/{formId}/responses"` on the form.
 * An author could then save a form that sends anywhere, so the saved markup has no
 * action now and the page that shows the form adds its route. Frozen: never change it, and
 * import nothing of today's block.
 */
function saveV1({ attributes }: BlockSaveProps<Record<string, unknown>>) {
	const formId = typeof attributes.formId === 'string' ? attributes.formId : '';
	const message = typeof attributes.confirmationMessage === 'string' ? attributes.confirmationMessage : '';
	const data = {
		'data-blockyard-form': formId,
		...(message ? { 'data-confirmation-message': message } : {}),
	};
	return (
		<form
			{...useBlockProps.save()}
			method="post"
			action={`/wp-json/blockyard/v1/forms/${encodeURIComponent(formId)}/responses`}
			{...data}
		>
			<InnerBlocks.Content />
			<div className="wp-block-blockyard-contact-form__status" role="status" aria-live="polite" />
		</form>
	);
}

export const v1: BlockDeprecation<V1Attributes> = {
	attributes: {
		formId: { type: 'string' },
		confirmationMessage: { type: 'string', default: '' },
	},
	supports: { html: false, align: ['wide', 'full'] },
	save: saveV1,
};
