import { BlockNotice, contactFormToolsSlot, lazyComponent, type LazyFailureProps } from '@blockyard/ui';
import { store as blockEditorStore } from '@wordpress/block-editor';
import { Button } from '@wordpress/components';
import { createHigherOrderComponent } from '@wordpress/compose';
import { useSelect } from '@wordpress/data';
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { ComponentType } from 'react';

import { CONTACT_FORM_BLOCK_NAME } from './block-names';

/** The props of a block's edit component that the filter reads; the rest pass through. */
export interface FormAiBlockEditProps {
	readonly name: string;
	readonly clientId: string;
}

interface FormClientIdProps {
	/** The contact form's client id. */
	readonly clientId: string;
}

/** Whether the form, or a block inside it, is selected. */
function useFormInUse(clientId: string): boolean {
	return useSelect(
		(select) => {
			const editor = select(blockEditorStore);
			return editor.isBlockSelected(clientId) || editor.hasSelectedInnerBlock(clientId, true);
		},
		[clientId]
	);
}

/** When Form AI's code cannot be loaded: a notice at the top of the selected form, with Retry. */
function FormAiFailed({ clientId, retry }: FormClientIdProps & LazyFailureProps) {
	if (!useFormInUse(clientId)) {
		return null;
	}
	return (
		<contactFormToolsSlot.Fill clientId={clientId}>
			<BlockNotice status="error">
				{__('Form AI could not be loaded. Check your connection, then try again.', 'blockyard')}{' '}
				<Button variant="link" onClick={retry}>
					{__('Retry', 'blockyard')}
				</Button>
			</BlockNotice>
		</contactFormToolsSlot.Fill>
	);
}

/** Form AI (its bar, its request, its shortcut), loaded the first time a form is selected. */
export const LazyFormAi = lazyComponent<FormClientIdProps>(
	() => import('./form-ai').then((module) => ({ default: module.FormAi })),
	{ Failed: FormAiFailed }
);

/** Form AI for one form, from the first time the form or a block inside it is selected on. */
function FormAiOnceUsed({ clientId }: FormClientIdProps) {
	const isInUse = useFormInUse(clientId);
	const [wasUsed, setWasUsed] = useState(isInUse);
	useEffect(() => {
		if (isInUse) {
			setWasUsed(true);
		}
	}, [isInUse]);
	return wasUsed || isInUse ? <LazyFormAi clientId={clientId} /> : null;
}

/**
 * The `editor.BlockEdit` filter: the block's own edit component and, for a contact form, Form
 * AI. The form's Form AI serves its fields and its button too (the bar belongs to the form
 * and shows while any of them is selected), so they, like every other block, get no extra
 * component and run no extra hook. Form AI's code loads the first time a form is selected.
 */
export const withFormAi = createHigherOrderComponent(
	(BlockEdit: ComponentType<FormAiBlockEditProps>) =>
		function WithFormAi(props: FormAiBlockEditProps) {
			return (
				<>
					<BlockEdit {...props} />
					{props.name === CONTACT_FORM_BLOCK_NAME && <FormAiOnceUsed clientId={props.clientId} />}
				</>
			);
		},
	'withFormAi'
);
