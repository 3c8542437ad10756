import {
	AI_PROMPT_SCOPES,
	type AiPrompt,
	type AiPromptInput,
	type AiPromptScope,
	type AiPromptVisibility,
} from '@blockyard/api-client';
import {
	Button,
	CheckboxControl,
	Modal,
	Notice,
	RadioControl,
	TextareaControl,
	TextControl,
} from '@wordpress/components';
import { useEffect, useId, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { FormEvent } from 'react';

import { refusedRequest } from './refused-request';
import { scopeLabel } from './scope-labels';
import { usePromptLibrary } from './use-prompt-library';
import { checkPrompt, type PromptErrors, type PromptField } from './validate-prompt';

export interface PromptFormModalProps {
	/** The prompt to change; a new one is saved without it. */
	readonly prompt?: AiPrompt;
	/** A new prompt's text: what is typed in the AI block's prompt. */
	readonly text?: string;
	/** Saved, or cancelled. */
	readonly onDone: () => void;
}

const inputOf = (prompt: AiPrompt | undefined, text: string): AiPromptInput =>
	prompt
		? { name: prompt.name, text: prompt.text, scopes: prompt.scopes, visibility: prompt.visibility }
		: { name: '', text, scopes: ['ai-block'], visibility: 'site' };

const invalid = (message: string | undefined) => ({
	'aria-invalid': message !== undefined,
	className: message === undefined ? undefined : 'has-error',
});

/**
 * "Save prompt" or "Edit saved prompt": the name, the prompt, the kinds of block it is for and
 * who may use it. What the site would refuse is said beside its field before anything is sent,
 * in the site's own words; what it refuses all the same is said there too, and a failure in a
 * notice; what was typed stays either way.
 */
export function PromptFormModal({ prompt, text = '', onDone }: PromptFormModalProps) {
	const { all, library } = usePromptLibrary();
	const [values, setValues] = useState(() => inputOf(prompt, text));
	const [errors, setErrors] = useState<PromptErrors>({});
	const [notice, setNotice] = useState<string>();
	const [saving, setSaving] = useState(false);
	const [attempts, setAttempts] = useState(0);
	const form = useRef<HTMLFormElement>(null);
	const scopesErrorId = `blockyard-ai-prompt-scopes-${useId()}`;

	// After a refused save, the first field with a message has the focus (and reads it).
	useEffect(() => {
		if (attempts > 0) {
			form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
		}
	}, [attempts]);

	const change = <Field extends PromptField>(field: Field, value: AiPromptInput[Field]) => {
		setValues((current) => ({ ...current, [field]: value }));
		setErrors((current) => {
			const rest = { ...current };
			delete rest[field];
			return rest;
		});
	};
	const toggleScope = (scope: AiPromptScope, checked: boolean) =>
		change(
			'scopes',
			AI_PROMPT_SCOPES.filter((each) => (each === scope ? checked : values.scopes.includes(each)))
		);

	const submit = async (event: FormEvent) => {
		event.preventDefault();
		if (saving) {
			return;
		}
		const input: AiPromptInput = { ...values, name: values.name.trim(), text: values.text.trim() };
		const taken = all.filter(({ id }) => id !== prompt?.id).map(({ name }) => name);
		const found = checkPrompt(input, taken);
		setNotice(undefined);
		setErrors(found);
		if (Object.keys(found).length > 0) {
			setAttempts((count) => count + 1);
			return;
		}
		setSaving(true);
		try {
			await (prompt ? library.update(prompt.id, input) : library.create(input));
			onDone();
		} catch (error) {
			const refused = refusedRequest(
				error,
				__('The prompt could not be saved. Check your connection and try again.', 'blockyard')
			);
			setErrors(refused.fields);
			setNotice(refused.notice);
			setSaving(false);
			setAttempts((count) => count + 1);
		}
	};

	return (
		<Modal
			title={prompt ? __('Edit saved prompt', 'blockyard') : __('Save prompt', 'blockyard')}
			className="blockyard-ai-prompt-form"
			onRequestClose={onDone}
		>
			<form ref={form} onSubmit={(event) => void submit(event)} noValidate>
				{notice === undefined ? null : (
					<Notice status="error" isDismissible={false}>
						{notice}
					</Notice>
				)}
				<TextControl
					__nextHasNoMarginBottom
					__next40pxDefaultSize
					label={__('Name', 'blockyard')}
					value={values.name}
					onChange={(value) => change('name', value)}
					help={errors.name}
					{...invalid(errors.name)}
				/>
				<TextareaControl
					__nextHasNoMarginBottom
					label={__('Prompt', 'blockyard')}
					rows={6}
					value={values.text}
					onChange={(value) => change('text', value)}
					help={errors.text}
					{...invalid(errors.text)}
				/>
				<fieldset className="blockyard-ai-prompt-form__scopes">
					<legend>{__('Use in', 'blockyard')}</legend>
					{AI_PROMPT_SCOPES.map((scope) => (
						<CheckboxControl
							key={scope}
							__nextHasNoMarginBottom
							label={scopeLabel(scope)}
							checked={values.scopes.includes(scope)}
							onChange={(checked) => toggleScope(scope, checked)}
							aria-describedby={errors.scopes === undefined ? undefined : scopesErrorId}
							{...invalid(errors.scopes)}
						/>
					))}
					{errors.scopes === undefined ? null : (
						<p id={scopesErrorId} className="blockyard-ai-prompt-form__error">
							{errors.scopes}
						</p>
					)}
				</fieldset>
				<RadioControl
					label={__('Who can use it', 'blockyard')}
					selected={values.visibility}
					options={[
						{ label: __('All the site’s authors', 'blockyard'), value: 'site' },
						{ label: __('Only me', 'blockyard'), value: 'private' },
					]}
					onChange={(value) => change('visibility', value as AiPromptVisibility)}
					help={errors.visibility}
					{...invalid(errors.visibility)}
				/>
				<div className="blockyard-ai-prompt-form__actions">
					<Button variant="tertiary" onClick={onDone}>
						{__('Cancel', 'blockyard')}
					</Button>
					{/* aria-disabled, not disabled: the button keeps the focus while the site answers. */}
					<Button variant="primary" type="submit" isBusy={saving} aria-disabled={saving}>
						{__('Save', 'blockyard')}
					</Button>
				</div>
			</form>
		</Modal>
	);
}
