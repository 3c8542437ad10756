import { act, fireEvent, render } from '@testing-library/react';
import { store as blockEditorStore } from '@wordpress/block-editor';
import { dispatch } from '@wordpress/data';
import { useCallback, useState } from '@wordpress/element';
import { vi } from 'vitest';

import type { FieldKind } from '../../../../fields';
import { FIELD_KIND_TABLE } from '../../kinds';
import type { FieldAttributes } from '../../types';
import { fieldEdit } from '../index';
import { FieldSettings } from '../field-settings';

/** Test-only helpers for the field edit tests: stateful harnesses that record every change. */

export type AttributeChange = Partial<FieldAttributes>;

export function spyOnMarkNotPersistent() {
	return vi.spyOn(dispatch(blockEditorStore), '__unstableMarkNextChangeAsNotPersistent');
}

/** Attributes in state, each `setAttributes` merged in and recorded in `changes`. */
function useRecordedAttributes(
	initial: FieldAttributes,
	changes: AttributeChange[],
	latest: { current: FieldAttributes }
) {
	const [attributes, setState] = useState<FieldAttributes>(initial);
	const setAttributes = useCallback(
		(next: AttributeChange | ((previous: FieldAttributes) => AttributeChange)) => {
			const change = typeof next === 'function' ? next(latest.current) : next;
			changes.push(change);
			latest.current = { ...latest.current, ...change };
			setState(latest.current);
		},
		[changes, latest]
	);
	return { attributes, setAttributes };
}

/** Renders a field's edit component as the editor would. */
export function renderFieldEdit(
	kind: FieldKind,
	initial: AttributeChange = {},
	clientId = `field-${kind}-1`
) {
	const changes: AttributeChange[] = [];
	const latest = { current: { required: false, ...initial } as FieldAttributes };
	const Edit = fieldEdit(FIELD_KIND_TABLE[kind]);

	function Harness() {
		const { attributes, setAttributes } = useRecordedAttributes(latest.current, changes, latest);
		return (
			<Edit
				attributes={attributes}
				setAttributes={setAttributes}
				isSelected
				clientId={clientId}
				className={`wp-block-blockyard-field-${kind}`}
				context={{}}
			/>
		);
	}

	const view = render(<Harness />);
	return { ...view, changes, attributes: () => latest.current };
}

/** Renders a field's sidebar panels (the inspector slot renders nothing outside the editor). */
export function renderFieldSettings(kind: FieldKind, initial: AttributeChange = {}) {
	const changes: AttributeChange[] = [];
	const latest = { current: { required: false, ...initial } as FieldAttributes };

	function Harness() {
		const { attributes, setAttributes } = useRecordedAttributes(latest.current, changes, latest);
		return (
			<FieldSettings
				spec={FIELD_KIND_TABLE[kind]}
				attributes={attributes}
				setAttributes={setAttributes}
			/>
		);
	}

	const view = render(<Harness />);
	return { ...view, changes, attributes: () => latest.current };
}

/** Replaces the text of a `RichText` as typing would: its DOM, the caret at the end, an `input` event. */
export function typeInRichText(box: HTMLElement, text: string): void {
	act(() => box.focus());
	box.textContent = text;
	const range = document.createRange();
	range.selectNodeContents(box);
	range.collapse(false);
	const selection = window.getSelection();
	selection?.removeAllRanges();
	selection?.addRange(range);
	fireEvent.input(box, { inputType: 'insertText', data: text.slice(-1) });
}
