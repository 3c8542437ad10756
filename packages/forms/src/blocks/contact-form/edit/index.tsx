import { contactFormToolsSlot } from '@blockyard/ui';
import { useBlockProps, useInnerBlocksProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { useMemo } from '@wordpress/element';

import type { ContactFormAttributes } from '../types';
import { FormInspector } from './form-settings';
import { ALLOWED_BLOCKS, defaultTemplate } from './template';
import { useFormId } from './use-form-id';

/**
 * The form's fields and button as inner blocks (a new form starts from the default
 * template), the confirmation message in the sidebar. A `<div>`, not a `<form>`, in
 * the editor: nothing there is meant to be submitted. Its top is a slot
 * (`contactFormToolsSlot`) where tools for the whole form show, such as Form AI's bar.
 */
export default function ContactFormEdit({
	attributes,
	setAttributes,
	clientId,
}: BlockEditProps<ContactFormAttributes>) {
	useFormId(clientId, attributes.formId, setAttributes);
	const template = useMemo(defaultTemplate, []);
	const { children, ...wrapperProps } = useInnerBlocksProps(useBlockProps(), {
		allowedBlocks: ALLOWED_BLOCKS,
		template,
		templateLock: false,
	});

	return (
		<>
			<FormInspector attributes={attributes} setAttributes={setAttributes} />
			<div {...wrapperProps}>
				<contactFormToolsSlot.Slot clientId={clientId} />
				{children}
			</div>
		</>
	);
}
