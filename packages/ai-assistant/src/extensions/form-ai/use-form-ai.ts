import { useHost } from '@blockyard/ui';
import { store as blockEditorStore } from '@wordpress/block-editor';
import { serialize, type Block } from '@wordpress/blocks';
import { useRegistry } from '@wordpress/data';
import { useCallback, useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import { useAiRequest } from '../../request/use-ai-request';
import { assistantErrorMessage } from '../../components/error-notice';
import { isRequestActive } from '../../request/machine';
import { FORM_AI_FEATURE, isFieldBlockName } from './block-names';
import { completeDraft, draftToBlocks } from './draft-to-blocks';
import { ensureOneSubmitButton } from './ensure-one-submit-button';

/** Where a request stands with the form it writes into. */
interface ActiveRequest {
	/** The form's inner blocks before the request: put back on failure and before the final change. */
	readonly originals: Block[];
	/** The complete part of the draft last looked at ({@link completeDraft}). */
	complete: string;
	/** The form holds a draft (its inner blocks are not the originals any more). */
	wrote: boolean;
	/** The user stopped the request. */
	stopped: boolean;
}

/**
 * Form AI for one contact form: sends the typed request with the form's
 * current fields, writes the draft into the form as it streams (non-persistent changes), and
 * on completion (or Stop) makes the result the one persistent change: the originals are put
 * back first (non-persistent, same tick), then replaced by the draft with exactly one submit
 * button, so one undo restores the form as it was before the request (ADR 0008). Errors put
 * the form back and show a notice, except quota exceeded (the bar shows its banner).
 */
export function useFormAi(formClientId: string) {
	const host = useHost();
	const registry = useRegistry();
	const [prompt, setPrompt] = useState('');
	const active = useRef<ActiveRequest | undefined>(undefined);

	/** Replaces the form's inner blocks without an undo step of its own. */
	const writeDraft = useCallback(
		(blocks: Block[]) => {
			const editor = registry.dispatch(blockEditorStore);
			editor.__unstableMarkNextChangeAsNotPersistent();
			editor.replaceInnerBlocks(formClientId, blocks);
		},
		[registry, formClientId]
	);

	/** Ends the current run, putting the original blocks back when a draft replaced them. */
	const restore = useCallback(() => {
		const current = active.current;
		active.current = undefined;
		if (current?.wrote) {
			writeDraft(current.originals);
		}
	}, [writeDraft]);

	const {
		state,
		run,
		stop: stopRequest,
	} = useAiRequest({
		// The end is handled where the state says done, which a Stop reaches too.
		onDone: () => undefined,
		onFail: (error) => {
			restore();
			if (error.code !== 'error_quota_exceeded') {
				host.notify({ status: 'error', message: assistantErrorMessage(error) });
			}
		},
	});

	const finish = useCallback(
		(text: string) => {
			const current = active.current;
			if (current === undefined) {
				return;
			}
			const complete = completeDraft(text);
			// The draft as the form holds it when nothing was added since (the fields may have
			// filled in attributes of their own, such as their name); otherwise built afresh.
			const blocks =
				current.wrote && complete === current.complete
					? registry.select(blockEditorStore).getBlocks(formClientId)
					: draftToBlocks(complete);
			restore();
			if (blocks.length === 0) {
				if (!current.stopped) {
					host.notify({
						status: 'error',
						message: __('The reply held no form. Mind trying again?', 'blockyard'),
					});
				}
				return;
			}
			// The originals are back (non-persistent): this one change goes from them to the form.
			registry
				.dispatch(blockEditorStore)
				.replaceInnerBlocks(formClientId, ensureOneSubmitButton(blocks));
			setPrompt('');
		},
		[formClientId, host, registry, restore]
	);

	useEffect(() => {
		const current = active.current;
		if (current === undefined) {
			return;
		}
		if (state.status === 'done') {
			finish(state.suggestion);
			return;
		}
		if (state.status !== 'suggesting') {
			return;
		}
		const complete = completeDraft(state.suggestion);
		if (complete === current.complete) {
			return;
		}
		current.complete = complete;
		const blocks = draftToBlocks(complete);
		if (blocks.length > 0) {
			writeDraft(blocks);
			current.wrote = true;
		}
	}, [state.status, state.suggestion, finish, writeDraft]);

	// A form whose edit goes away mid-request (the code editor, the AI no longer offered) gets
	// its own blocks back rather than keep half a draft; the request is abandoned with it.
	useEffect(
		() => () => {
			const current = active.current;
			active.current = undefined;
			if (current?.wrote && registry.select(blockEditorStore).getBlock(formClientId) !== null) {
				writeDraft(current.originals);
			}
		},
		[formClientId, registry, writeDraft]
	);

	/** Sends what is typed, with the form's fields when it has some. */
	const send = useCallback(() => {
		const text = prompt.trim();
		if (text === '' || isRequestActive(state)) {
			return;
		}
		restore();
		const originals = registry.select(blockEditorStore).getBlocks(formClientId);
		active.current = { originals, complete: '', wrote: false, stopped: false };
		const hasFields = originals.some((block) => isFieldBlockName(block.name));
		void run(
			{
				request: {
					promptType: 'jetpackFormCustomPrompt',
					input: { request: text, ...(hasFields ? { content: serialize(originals) } : {}) },
				},
				history: [],
			},
			{ feature: FORM_AI_FEATURE }
		);
	}, [formClientId, prompt, registry, restore, run, state]);

	/** Stops the stream: the form keeps the draft so far, completed with its submit button. */
	const stop = useCallback(() => {
		if (active.current) {
			active.current.stopped = true;
		}
		stopRequest();
	}, [stopRequest]);

	return { prompt, setPrompt, send, stop, state };
}
