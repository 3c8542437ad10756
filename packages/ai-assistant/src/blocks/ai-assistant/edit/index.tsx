import {
	ConnectPlaceholder,
	ReconnectBanner,
	upgradeLink,
	useOptionalConnectionStore,
	useTracker,
} from '@blockyard/connection';
import { BlockNotice, BlockPlaceholder, useHost, useOptionalHost } from '@blockyard/ui';
import { BlockControls, InspectorControls, useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { ToolbarGroup } from '@wordpress/components';
import { pencil } from '@wordpress/icons';
import { useCallback, useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import { AiPlaygroundPanel } from '../../../components/ai-playground-panel';
import { AssistantInput } from '../../../components/assistant-input';
import { AssistantErrorNotice, QuotaBanner } from '../../../components/error-notice';
import { useTypedText } from '../../../components/use-typed-text';
import { AI_PLAYGROUND_FLAG } from '../../../feature/flags';
import { useAiAvailability } from '../../../feature/use-ai-availability';
import { StreamingMarkdown } from '../../../markdown/streaming-markdown';
import { warmUpMarkdown } from '../../../markdown/warm-up';
import { siteDefaultLanguage } from '../../../prompts/languages';
import { systemPrompt } from '../../../prompts/system-prompt';
import { isRequestActive } from '../../../request/machine';
import { reviewAcceptLabel, useReview } from '../../../review/use-review';
import { AI_EVENTS } from '../../../tracking/ai-events';
import type { AiAssistantAttributes } from '../../../types';
import { ImagePicker } from '../image/image-picker';
import { ImageRequestButton } from '../image/image-request-button';
import { useImageGeneration } from '../image/use-image-generation';
import { AssistantToolbar } from './assistant-toolbar';
import { GenerationsNav } from './generations-nav';
import { SavedPromptsControl } from './saved-prompts-control';
import { useAssistant } from './use-assistant';
import { useSavedHtml } from './use-saved-html';

const DEFAULT_SYSTEM_PROMPT = systemPrompt({ promptType: 'userPrompt', input: { request: '' } });

/** The provider's AI upgrade page, coming back to this editor. */
const aiUpgradeUrl = () =>
	upgradeLink({
		source: 'jetpack-ai-yearly-tier-upgrade-nudge',
		site: window.location.host,
		redirectTo: window.location.href,
	});

/**
 * The AI Assistant block in the editor. It needs the host (the site it asks and the post
 * it writes in); an editor without one gets a placeholder saying so, not a broken block.
 */
export default function Edit(props: BlockEditProps<AiAssistantAttributes>) {
	return useOptionalHost() === undefined ? <NoHostPlaceholder /> : <AssistantEdit {...props} />;
}

function NoHostPlaceholder() {
	return (
		<div {...useBlockProps()}>
			<BlockPlaceholder
				icon={pencil}
				label={__('AI Assistant', 'blockyard')}
				instructions={__(
					'The AI Assistant is not set up in this editor. Ask the site’s administrator to activate Blockyard.',
					'blockyard'
				)}
			/>
		</div>
	);
}

/** The AI Assistant block in the editor: the reply as it streams, the prompt, the toolbar. */
function AssistantEdit({ attributes, setAttributes, clientId }: BlockEditProps<AiAssistantAttributes>) {
	const host = useHost();
	const { isConnected, requiresUpgrade, feature } = useAiAvailability();
	const hasConnectionStore = useOptionalConnectionStore() !== undefined;
	const inputRef = useRef<HTMLTextAreaElement | null>(null);
	const assistant = useAssistant({ clientId, attributes, setAttributes });
	useSavedHtml(attributes, setAttributes);
	const image = useImageGeneration({ clientId, setAttributes });
	const { state } = assistant.request;
	const typed = useTypedText(assistant.setPrompt, { onDone: () => inputRef.current?.focus() });
	const isActive = isRequestActive(state);
	const shownText = isActive ? state.suggestion : (attributes.content ?? '');
	const hasContent = (attributes.content ?? '').trim() !== '';
	const original = attributes.originalContent ?? '';
	const canUndoToOriginal =
		!isActive && original.trim() !== '' && original !== attributes.content && state.status === 'done';
	const quotaError = state.error?.code === 'error_quota_exceeded' || image.isQuotaError;
	const [blockElement, setBlockElement] = useState<HTMLElement | null>(null);
	useEffect(() => {
		// A new block is about to stream its first reply: its preview gets ready now.
		if (!hasContent && blockElement) {
			warmUpMarkdown(blockElement);
		}
	}, [hasContent, blockElement]);
	const recordEvent = useTracker();
	const onReviewDecision = useCallback(
		(decision: 'accepted' | 'rejected' | undefined) =>
			recordEvent(AI_EVENTS.reviewDecision, { decision: decision ?? 'undone' }),
		[recordEvent]
	);
	// A finished reply that changes the post's text (the blocks this block was made from) is
	// reviewed against that text before Accept.
	const reviewing = useReview(
		state.status === 'done' && hasContent && !assistant.acceptIsTitle
			? assistant.originalMarkdown
			: undefined,
		attributes.content ?? '',
		{ expected: isActive && assistant.originalMarkdown !== undefined, onDecision: onReviewDecision }
	);
	const review = reviewing.status === 'ready' ? reviewing.review : undefined;
	// Accept waits for the review's code: a change is never accepted unreviewed.
	const reviewPending = reviewing.status === 'loading' || reviewing.status === 'failed';
	const acceptLabel =
		review === undefined
			? assistant.acceptIsTitle
				? __('Accept title', 'blockyard')
				: __('Accept', 'blockyard')
			: reviewAcceptLabel(review);

	let sendDisabledReason: string | undefined;
	if (!isConnected) {
		sendDisabledReason = __('Connect your account to use the AI Assistant.', 'blockyard');
	} else if (requiresUpgrade) {
		sendDisabledReason = __('Upgrade to keep using the AI Assistant.', 'blockyard');
	}

	const blockProps = useBlockProps({ className: 'blockyard-ai-assistant', ref: setBlockElement });
	return (
		<div {...blockProps}>
			<AssistantToolbar
				clientId={clientId}
				hasContent={hasContent}
				disabled={isActive || sendDisabledReason !== undefined}
				siteLanguage={siteDefaultLanguage(host.site.locale)}
				onWrite={assistant.writeFromPost}
				onStarterPrompt={typed.type}
				onTransform={assistant.transformContent}
			/>
			<BlockControls group="block">
				<ToolbarGroup>
					<ImageRequestButton
						onGenerate={() => void image.generate(assistant.prompt)}
						disabled={isActive || image.isBusy || sendDisabledReason !== undefined}
					/>
				</ToolbarGroup>
			</BlockControls>
			{host.site.features[AI_PLAYGROUND_FLAG] ? (
				<InspectorControls>
					<AiPlaygroundPanel
						useGutenbergSyntax={attributes.useGutenbergSyntax}
						useGpt4={attributes.useGpt4}
						customSystemPrompt={attributes.customSystemPrompt}
						defaultSystemPrompt={DEFAULT_SYSTEM_PROMPT}
						onChange={setAttributes}
					/>
				</InspectorControls>
			) : null}
			{reviewing.status === 'ready' ? <reviewing.View review={reviewing.review} /> : null}
			{reviewing.status === 'failed' ? (
				// Retry is the input's button, next to Send.
				<BlockNotice status="error">
					{__('The review of the changes could not be loaded.', 'blockyard')}
				</BlockNotice>
			) : null}
			{review === undefined && shownText !== '' ? (
				<StreamingMarkdown
					className="blockyard-ai-assistant__content"
					text={shownText}
					isStreaming={isActive}
				/>
			) : null}
			<GenerationsNav clientId={clientId} disabled={isActive} onShow={assistant.showGeneration} />
			{
				// Shown only while the connection reports a problem that Reconnect repairs.
				hasConnectionStore ? <ReconnectBanner /> : null
			}
			{!isConnected && hasConnectionStore ? (
				<ConnectPlaceholder
					from="ai-assistant"
					instructions={__('Connect your account to write with the AI Assistant.', 'blockyard')}
				/>
			) : null}
			{requiresUpgrade || quotaError ? (
				<QuotaBanner
					upgradeType={feature?.upgradeType ?? 'default'}
					upgradeUrl={aiUpgradeUrl()}
					{...(feature
						? { requestsCount: feature.requestsCount, requestsLimit: feature.requestsLimit }
						: {})}
				/>
			) : null}
			{state.error && !quotaError ? (
				// Retry is the input's button, next to Send.
				<AssistantErrorNotice error={state.error} />
			) : null}
			<ImagePicker
				state={image.state}
				onUse={(index) => void image.use(index)}
				onTryAgain={image.retry}
			/>
			<AssistantInput
				value={assistant.prompt}
				onChange={(value) => {
					typed.cancel();
					assistant.setPrompt(value);
				}}
				onSend={() => {
					image.reset();
					assistant.sendPrompt();
				}}
				onStop={assistant.request.stop}
				status={state.status}
				hasSuggestion={hasContent}
				inputRef={inputRef}
				tools={
					<SavedPromptsControl
						prompt={assistant.prompt}
						onUse={(text) => {
							typed.cancel();
							assistant.setPrompt(text);
							// Once the menu or dialog has given the focus back.
							setTimeout(() => inputRef.current?.focus());
						}}
					/>
				}
				{...(sendDisabledReason === undefined ? {} : { sendDisabledReason })}
				{...(state.status === 'done' && hasContent ? { onTryAgain: assistant.tryAgain } : {})}
				{...(state.status === 'done' && hasContent && !reviewPending
					? { onAccept: () => assistant.accept(review?.acceptedText()), acceptLabel }
					: {})}
				{...(state.error?.retryable
					? { onRetry: assistant.request.retry }
					: reviewing.status === 'failed'
						? { onRetry: reviewing.retry }
						: {})}
				{...(canUndoToOriginal || review !== undefined
					? { onUndoToOriginal: assistant.undoToOriginal }
					: {})}
				{...(review === undefined ? {} : { undoToOriginalLabel: __('Reject all', 'blockyard') })}
			/>
		</div>
	);
}
