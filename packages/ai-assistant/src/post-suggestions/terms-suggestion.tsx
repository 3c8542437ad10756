import { terms, TERMS_PER_PAGE_MAX, type Term } from '@blockyard/api-client';
import { useTracker } from '@blockyard/connection';
import { useHost } from '@blockyard/ui';
import { store as blockEditorStore } from '@wordpress/block-editor';
import { Button, CheckboxControl, Notice } from '@wordpress/components';
import { useRegistry } from '@wordpress/data';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import { buildTagsMessages, parseTagsReply } from '../prompts/post-suggestions';
import type { SuggestionReply } from '../prompts/suggestion-result';
import { toAssistantError } from '../request/errors';
import { AI_EVENTS } from '../tracking/ai-events';
import { assistantErrorMessage } from '../components/error-notice';
import { postText } from './post-text';
import { SuggestionSection } from '../suggestions/suggestion-section';
import { termsChoice, withIds, type TermsChoice } from './terms-choice';
import { useSuggestion } from '../suggestions/use-suggestion';

const tagKey = (name: string) => `tag:${name}`;
const categoryKey = (category: Term) => `category:${category.id}`;

/**
 * The tags and categories suggestion: asked for on the author's click with the post's text and
 * the site's category names; what it suggests that the post lacks is offered as a checklist
 * (every item checked), and the checked ones are added to the post's tags and categories as one
 * undo step (a tag the site lacks is made first), or the suggestion is discarded.
 */
export function TermsSuggestion() {
	const host = useHost();
	const registry = useRegistry();
	const recordEvent = useTracker();
	const { state, ask, reset } = useSuggestion<TermsChoice>('terms');
	const [unchecked, setUnchecked] = useState<ReadonlySet<string>>(new Set());
	const [noText, setNoText] = useState(false);
	const [applying, setApplying] = useState(false);
	const [applyError, setApplyError] = useState<string | undefined>(undefined);

	const onAsk = () => {
		const text = postText(registry.select(blockEditorStore).getBlocks());
		setNoText(text.trim() === '');
		setUnchecked(new Set());
		setApplyError(undefined);
		if (text.trim() === '') {
			return;
		}
		let categories: Term[] = [];
		const names = () => categories.map((category) => category.name);
		void ask(
			async () => {
				categories = await terms.list(host.api, 'categories', { perPage: TERMS_PER_PAGE_MAX });
				const request = buildTagsMessages(text, names());
				return request.ok ? request.messages : [];
			},
			async (reply): Promise<SuggestionReply<TermsChoice>> => {
				const parsed = parseTagsReply(reply, names());
				if (!parsed.ok) {
					return parsed;
				}
				const { tags = [], categories: categoryIds = [] } = host.getPost();
				const postTags =
					tags.length === 0
						? []
						: await terms.list(host.api, 'tags', { include: tags, perPage: TERMS_PER_PAGE_MAX });
				return {
					ok: true,
					value: termsChoice(parsed.value, categories, {
						tagNames: postTags.map((tag) => tag.name),
						categoryIds,
					}),
				};
			}
		);
	};

	const choice = state.status === 'ready' ? state.value : undefined;
	const checkedTags = choice?.tags.filter((name) => !unchecked.has(tagKey(name))) ?? [];
	const checkedCategories =
		choice?.categories.filter((category) => !unchecked.has(categoryKey(category))) ?? [];
	const toggle = (key: string, checked: boolean) =>
		setUnchecked((current) => {
			const next = new Set(current);
			if (checked) {
				next.delete(key);
			} else {
				next.add(key);
			}
			return next;
		});

	const apply = async () => {
		setApplying(true);
		setApplyError(undefined);
		try {
			const tagIds = await Promise.all(checkedTags.map((name) => terms.tagIdOf(host.api, name)));
			const post = host.getPost();
			host.editPost?.({
				...(tagIds.length === 0 ? {} : { tags: withIds(post.tags ?? [], tagIds) }),
				...(checkedCategories.length === 0
					? {}
					: {
							categories: withIds(
								post.categories ?? [],
								checkedCategories.map((category) => category.id)
							),
						}),
			});
			recordEvent(AI_EVENTS.suggestionApply, {
				kind: 'terms',
				changed: tagIds.length + checkedCategories.length,
			});
			host.notify({
				status: 'success',
				message: __('The suggested tags and categories were added.', 'blockyard'),
			});
			reset();
		} catch (error) {
			setApplyError(assistantErrorMessage(toAssistantError(error)));
		} finally {
			setApplying(false);
		}
	};
	const discard = () => {
		recordEvent(AI_EVENTS.suggestionDiscard, { kind: 'terms' });
		reset();
	};

	return (
		<SuggestionSection
			id="blockyard-ai-suggestions-terms"
			title={__('Tags and categories', 'blockyard')}
			state={state}
			noText={
				noText
					? __('The post has no text yet to suggest tags and categories from.', 'blockyard')
					: undefined
			}
		>
			{choice === undefined ? (
				<Button
					variant="secondary"
					onClick={onAsk}
					disabled={state.status === 'asking'}
					__next40pxDefaultSize
				>
					{__('Suggest tags and categories', 'blockyard')}
				</Button>
			) : (
				<>
					{choice.tags.length === 0 && choice.categories.length === 0 ? (
						<p>{__('The post has every tag and category the AI suggests.', 'blockyard')}</p>
					) : (
						<>
							{choice.tags.length > 0 && (
								<fieldset className="blockyard-ai-suggestions__choices">
									<legend>{__('Tags', 'blockyard')}</legend>
									{choice.tags.map((name) => (
										<CheckboxControl
											key={name}
											label={name}
											checked={!unchecked.has(tagKey(name))}
											onChange={(checked) => toggle(tagKey(name), checked)}
											__nextHasNoMarginBottom
										/>
									))}
								</fieldset>
							)}
							{choice.categories.length > 0 && (
								<fieldset className="blockyard-ai-suggestions__choices">
									<legend>{__('Categories', 'blockyard')}</legend>
									{choice.categories.map((category) => (
										<CheckboxControl
											key={category.id}
											label={category.name}
											checked={!unchecked.has(categoryKey(category))}
											onChange={(checked) => toggle(categoryKey(category), checked)}
											__nextHasNoMarginBottom
										/>
									))}
								</fieldset>
							)}
						</>
					)}
					{applyError !== undefined && (
						<Notice status="error" isDismissible={false}>
							{applyError}
						</Notice>
					)}
					<div className="blockyard-ai-suggestions__actions">
						{(choice.tags.length > 0 || choice.categories.length > 0) && (
							<Button
								variant="primary"
								onClick={() => void apply()}
								disabled={applying || checkedTags.length + checkedCategories.length === 0}
								isBusy={applying}
							>
								{__('Add the checked ones', 'blockyard')}
							</Button>
						)}
						<Button variant="tertiary" onClick={discard} disabled={applying}>
							{__('Discard', 'blockyard')}
						</Button>
					</div>
				</>
			)}
		</SuggestionSection>
	);
}
