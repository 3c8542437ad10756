/**
 * The AI assistant's usage events. They go through `useTracker()` of
 * @blockyard/connection to the host's `track`: recorded only for a connected user
 * with a known ID and login, under these names only. Properties are snake case and
 * never hold what the user wrote (no prompts, no replies). Why events go this way:
 * docs/decisions/0018-usage-events.md.
 */
export const AI_EVENTS = Object.freeze({
	/** A request was sent (AI block, toolbar, text-block dropdown, Form AI). Props: `feature`, `prompt_type`, `retry`. */
	request: 'jetpack_ai_assistant_request',
	/** A request failed. Props: `feature`, `prompt_type`, `code` (the error code). */
	requestError: 'jetpack_ai_assistant_request_error',
	/** The reply was accepted into the post. Props: `prompt_type`, `as` (`blocks` or `title`). */
	accept: 'jetpack_ai_assistant_accept',
	/** A change of a reply under review was accepted or rejected, or the decision taken back. Props: `decision` (`accepted`, `rejected` or `undone`). */
	reviewDecision: 'jetpack_ai_assistant_review_decision',
	/** A suggestion for the post was asked for. Props: `kind` (`excerpt`, `terms` or `alt_text`). */
	suggestionRequest: 'jetpack_ai_suggestion_request',
	/** A suggestion failed. Props: `kind`, `code` (the error code). */
	suggestionError: 'jetpack_ai_suggestion_error',
	/** A reviewed suggestion was applied to the post. Props: `kind`, `changed` (how many fields, terms or images it changed). */
	suggestionApply: 'jetpack_ai_suggestion_apply',
	/** A suggestion was discarded without applying it. Props: `kind`. */
	suggestionDiscard: 'jetpack_ai_suggestion_discard',
	/** Ghost text showed a continuation of a paragraph. */
	ghostTextOffer: 'jetpack_ai_ghost_text_offer',
	/** A continuation of ghost text was taken in with Tab. */
	ghostTextAccept: 'jetpack_ai_ghost_text_accept',
	/** Images were asked for. */
	imageGenerate: 'jetpack_ai_image_generate',
	/** A generated image was uploaded and put in the post. */
	imageUse: 'jetpack_ai_image_use',
} as const);
