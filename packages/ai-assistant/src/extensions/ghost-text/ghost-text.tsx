import { useTracker } from '@blockyard/connection';
import { useHost, useRegisteredStore } from '@blockyard/ui';
import { useDispatch, useRegistry } from '@wordpress/data';
import { useEffect, useRef } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

import { buildContinuationMessages, parseContinuationReply } from '../../prompts/continuation';
import { toAssistantError } from '../../request/errors';
import { aiAssistantStore } from '../../store';
import { querySuggestion } from '../../suggestions/query-suggestion';
import { AI_EVENTS } from '../../tracking/ai-events';
import { canvasDocumentOf } from './canvas-document';
import { startGhostText, type GhostTextRegistry } from './ghost-text-controller';
import { announce } from './live-region';

export interface GhostTextProps {
	/** The selected paragraph. */
	readonly clientId: string;
}

/**
 * Ghost text in the selected paragraph: after a pause in typing, a continuation of its text
 * drawn in grey after it, which Tab takes in. Renders nothing: the controller follows the store
 * and the keyboard outside React, so typing never waits for it. A failed request offers nothing
 * (an over-quota reply marks the site over its limit, as every AI request does).
 */
export default function GhostText({ clientId }: GhostTextProps) {
	const host = useHost();
	const registry = useRegistry() as unknown as GhostTextRegistry;
	const recordEvent = useTracker();
	const { countRequest, markOverLimit } = useDispatch(useRegisteredStore(aiAssistantStore));
	// What the controller calls reads the latest of these without starting it again.
	const latest = useRef({ host, recordEvent, countRequest, markOverLimit });
	latest.current = { host, recordEvent, countRequest, markOverLimit };

	useEffect(
		() =>
			startGhostText({
				registry,
				clientId,
				canvas: () => canvasDocumentOf(clientId),
				ask: async (paragraph, signal) => {
					const request = buildContinuationMessages(paragraph);
					if (!request.ok) {
						return undefined;
					}
					try {
						const reply = await querySuggestion(latest.current.host, request.messages, {
							signal,
							onAnswered: () => void latest.current.countRequest(),
						});
						const parsed = parseContinuationReply(reply, paragraph);
						return parsed.ok ? parsed.value : undefined;
					} catch (error) {
						if (!signal.aborted && toAssistantError(error).code === 'error_quota_exceeded') {
							void latest.current.markOverLimit();
						}
						return undefined;
					}
				},
				onOffer: (continuation) => {
					latest.current.recordEvent(AI_EVENTS.ghostTextOffer, {});
					announce(
						/* translators: %s: the words the AI suggests to continue the paragraph with. */
						sprintf(
							__('Suggested continuation: %s Press Tab to add it.', 'blockyard'),
							continuation
						)
					);
				},
				onAccept: () => {
					latest.current.recordEvent(AI_EVENTS.ghostTextAccept, {});
					announce(__('The continuation was added.', 'blockyard'));
				},
			}),
		[clientId, registry]
	);
	return null;
}
