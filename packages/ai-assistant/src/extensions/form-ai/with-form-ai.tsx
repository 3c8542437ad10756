import { createHigherOrderComponent } from '@wordpress/compose';
import type { ComponentType } from 'react';

import { CONTACT_FORM_BLOCK_NAME } from './block-names';
import { FormAi } from './form-ai';

/** The props of a block's edit component that the filter reads; the rest pass through. */
export interface FormAiBlockEditProps {
	readonly name: string;
	readonly clientId: string;
}

/**
 * The `editor.BlockEdit` filter: the block's own edit component and, for a contact form, Form
 * AI. The form's Form AI serves its fields and its button too (the bar belongs to the form
 * and shows while any of them is selected), so they, like every other block, get no extra
 * component and run no extra hook.
 */
export const withFormAi = createHigherOrderComponent(
	(BlockEdit: ComponentType<FormAiBlockEditProps>) =>
		function WithFormAi(props: FormAiBlockEditProps) {
			return (
				<>
					<BlockEdit {...props} />
					{props.name === CONTACT_FORM_BLOCK_NAME && <FormAi clientId={props.clientId} />}
				</>
			);
		},
	'withFormAi'
);
