import { ai } from '@blockyard/api-client';
import { useTracker } from '@blockyard/connection';
import { useHost, useRegisteredStore } from '@blockyard/ui';
import { store as blockEditorStore } from '@wordpress/block-editor';
import { createBlock } from '@wordpress/blocks';
import { useDispatch } from '@wordpress/data';
import { useCallback, useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import { errorMessage, toAssistantError } from '../../../request/errors';
import type { AiAssistantAttributes, AssistantError } from '../../../types';
import { aiAssistantStore } from '../../../store';
import { AI_EVENTS } from '../../../tracking/ai-events';
import { dataUrlToFile, IMAGE_FILE_NAME, IMAGE_FILE_TYPE } from './data-url-to-file';

/** Where an image request stands: idle → generating → choosing → uploading (then the block is replaced), or error. */
export type ImageGenerationState =
	| { readonly status: 'idle' }
	| { readonly status: 'generating'; readonly prompt: string }
	| { readonly status: 'choosing'; readonly prompt: string; readonly images: readonly string[] }
	| {
			readonly status: 'uploading';
			readonly prompt: string;
			readonly images: readonly string[];
			/** The image being uploaded. */
			readonly index: number;
	  }
	| {
			readonly status: 'error';
			readonly prompt: string;
			/** The images to choose from when the upload failed; empty when the generation did. */
			readonly images: readonly string[];
			/** `error_quota_exceeded` (the block shows its quota banner), else `error_unknown` with the generic message. */
			readonly error: AssistantError;
			/** The image whose upload failed; undefined when the generation failed. */
			readonly failedIndex: number | undefined;
	  };

export type ImageGenerationStatus = ImageGenerationState['status'];

export interface UseImageGenerationOptions {
	/** The AI Assistant block the chosen image replaces. */
	readonly clientId: string;
	readonly setAttributes: (changes: Partial<AiAssistantAttributes>) => void;
}

const IDLE: ImageGenerationState = { status: 'idle' };

/** An empty image prompt falls back to 'What would you like to see?' (shown, stored and sent). */
export function imagePrompt(typed: string): string {
	const prompt = typed.trim();
	return prompt === '' ? __('What would you like to see?', 'blockyard') : prompt;
}

/** The prompt as the caption's HTML (core/image's caption is rich text): its text, not markup. */
export function captionHtml(prompt: string): string {
	return prompt.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * An image failure shows the generic message, except a quota error (the block
 * shows its quota banner).
 */
function imageError(error: unknown): AssistantError {
	if (toAssistantError(error).code === 'error_quota_exceeded') {
		return {
			code: 'error_quota_exceeded',
			message: errorMessage('error_quota_exceeded'),
			retryable: false,
		};
	}
	return { code: 'error_unknown', message: errorMessage('error_unknown'), retryable: true };
}

/**
 * Image generation in the AI Assistant block: `generate`
 * stores the prompt as `requestedPrompt` and asks for images; `use` uploads
 * the chosen one as `jetpack_ai_image.png` and replaces the block with a core
 * image block whose alt text and caption are the prompt. A new request
 * abandons the one before; unmounting aborts the generation and drops what
 * an upload would do next.
 */
export function useImageGeneration({ clientId, setAttributes }: UseImageGenerationOptions) {
	const host = useHost();
	const recordEvent = useTracker();
	const { replaceBlocks } = useDispatch(blockEditorStore);
	const { countRequest, markOverLimit } = useDispatch(useRegisteredStore(aiAssistantStore));
	const [state, setState] = useState<ImageGenerationState>(IDLE);
	const latestState = useRef<ImageGenerationState>(IDLE);
	const controller = useRef<AbortController | undefined>(undefined);
	const requestId = useRef(0);
	const mounted = useRef(true);
	const latestSetAttributes = useRef(setAttributes);
	latestSetAttributes.current = setAttributes;

	/** The error to show; a quota error also marks the site over its limit. */
	const failureOf = useCallback(
		(error: unknown) => {
			const failure = imageError(error);
			if (failure.code === 'error_quota_exceeded') {
				void markOverLimit();
			}
			return failure;
		},
		[markOverLimit]
	);

	const commit = useCallback((next: ImageGenerationState) => {
		latestState.current = next;
		setState(next);
	}, []);

	/** Abandons whatever runs and returns the id of the next request. */
	const nextRequest = useCallback(() => {
		controller.current?.abort();
		controller.current = undefined;
		requestId.current += 1;
		return requestId.current;
	}, []);

	const isCurrent = useCallback((id: number) => mounted.current && id === requestId.current, []);

	const generate = useCallback(
		async (typed: string) => {
			const id = nextRequest();
			const abort = new AbortController();
			controller.current = abort;
			const prompt = imagePrompt(typed);
			latestSetAttributes.current({ requestedPrompt: prompt });
			commit({ status: 'generating', prompt });
			recordEvent(AI_EVENTS.imageGenerate);
			try {
				const postId = host.getPost().id;
				const images = await ai.generateImages(host.api, {
					prompt,
					signal: abort.signal,
					...(postId === undefined ? {} : { postId }),
				});
				if (!isCurrent(id)) {
					return;
				}
				// The service counted the request once it answered.
				void countRequest();
				if (images.length === 0) {
					throw new Error('The service returned no image.');
				}
				commit({ status: 'choosing', prompt, images });
			} catch (error) {
				if (abort.signal.aborted || !isCurrent(id)) {
					return;
				}
				commit({
					status: 'error',
					prompt,
					images: [],
					error: failureOf(error),
					failedIndex: undefined,
				});
			}
		},
		[commit, countRequest, failureOf, host, isCurrent, nextRequest, recordEvent]
	);

	const use = useCallback(
		async (index: number) => {
			const current = latestState.current;
			if (current.status !== 'choosing' && current.status !== 'error') {
				return;
			}
			const { prompt, images } = current;
			const dataUrl = images[index];
			if (dataUrl === undefined) {
				return;
			}
			const id = nextRequest();
			commit({ status: 'uploading', prompt, images, index });
			try {
				const file = dataUrlToFile(dataUrl, IMAGE_FILE_NAME, IMAGE_FILE_TYPE);
				const media = await host.uploadMedia(file);
				if (!isCurrent(id)) {
					return;
				}
				recordEvent(AI_EVENTS.imageUse);
				replaceBlocks(
					clientId,
					createBlock('core/image', {
						id: media.id,
						url: media.url,
						alt: prompt,
						caption: captionHtml(prompt),
					})
				);
			} catch (error) {
				if (!isCurrent(id)) {
					return;
				}
				commit({ status: 'error', prompt, images, error: failureOf(error), failedIndex: index });
			}
		},
		[clientId, commit, failureOf, host, isCurrent, nextRequest, recordEvent, replaceBlocks]
	);

	/** Repeats what failed: the upload of the chosen image, else the generation. */
	const retry = useCallback(() => {
		const current = latestState.current;
		if (current.status !== 'error') {
			return;
		}
		if (current.failedIndex !== undefined) {
			void use(current.failedIndex);
		} else {
			void generate(current.prompt);
		}
	}, [generate, use]);

	/** Abandons the request and the images, back to idle. */
	const reset = useCallback(() => {
		nextRequest();
		commit(IDLE);
	}, [commit, nextRequest]);

	useEffect(() => {
		mounted.current = true;
		return () => {
			mounted.current = false;
			controller.current?.abort();
		};
	}, []);

	const isBusy = state.status === 'generating' || state.status === 'uploading';
	const isQuotaError = state.status === 'error' && state.error.code === 'error_quota_exceeded';

	return { state, generate, use, retry, reset, isBusy, isQuotaError };
}

export type ImageGeneration = ReturnType<typeof useImageGeneration>;
