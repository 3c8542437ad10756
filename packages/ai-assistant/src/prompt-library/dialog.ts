/**
 * Which of the prompt library's dialogs the AI block shows: "Save this prompt…" with the text
 * typed in the prompt, or "Manage saved prompts…". The block keeps it (a menu closes when a
 * dialog opens); the dialogs load with the menu.
 */
export type PromptDialog = { readonly kind: 'save'; readonly text: string } | { readonly kind: 'manage' };
