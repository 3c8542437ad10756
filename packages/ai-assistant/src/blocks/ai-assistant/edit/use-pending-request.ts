import { useRegisteredStore } from '@blockyard/ui';
import { useDispatch } from '@wordpress/data';
import { useEffect } from '@wordpress/element';

import { modelFor } from '../../../request/model';
import { aiAssistantStore } from '../../../store';
import type { AiAssistantAttributes } from '../../../types';
import type { Latest } from './use-latest';
import type { AssistantRequest } from './use-reply-request';
import type { BeforeRequest } from './use-try-again';

export interface UsePendingRequestOptions {
	readonly clientId: string;
	readonly latest: Latest<AiAssistantAttributes>;
	readonly run: AssistantRequest['run'];
	readonly rememberBefore: (before: BeforeRequest) => void;
}

/**
 * A block made by a transform ("Correct spelling and grammar" on a paragraph) runs its request
 * once: the store has it, or, after a reload, what the store kept in localStorage.
 */
export function usePendingRequest({ clientId, latest, run, rememberBefore }: UsePendingRequestOptions): void {
	const session = useDispatch(useRegisteredStore(aiAssistantStore));
	useEffect(() => {
		let mounted = true;
		void session.takePendingRequest(clientId).then((pending) => {
			if (pending && mounted) {
				rememberBefore({ prompt: '', promptType: latest.current.promptType });
				void run({ request: pending, history: [] }, { model: modelFor(latest.current.useGpt4) });
			}
		});
		return () => {
			mounted = false;
		};
	}, [clientId, latest, rememberBefore, run, session]);
}
