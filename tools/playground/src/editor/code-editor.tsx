import { useInstanceId } from '@wordpress/compose';
import { __ } from '@wordpress/i18n';

export interface CodeEditorProps {
	/** The serialized post. */
	readonly content: string;
}

/** The serialized post (`serialize(blocks)`), read-only. */
export function CodeEditor({ content }: CodeEditorProps) {
	const id = `blockyard-playground-code-${useInstanceId(CodeEditor)}`;
	return (
		<div className="blockyard-playground__code-editor">
			<label htmlFor={id}>{__('Serialized post', 'blockyard')}</label>
			<textarea id={id} value={content} readOnly spellCheck={false} />
		</div>
	);
}
