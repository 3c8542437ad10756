// Stand-ins for the blocks of @blockyard/forms (another feature package, which this one never
// imports): their names and comment attributes (ADR 0009), a trivial edit and save. The real
// button comes from @blockyard/ui. @wordpress/block-editor is imported first: its hooks give
// every block type registered after it the `lock` and `metadata` attributes, as in WordPress.
import '@wordpress/block-editor';

import { contactFormToolsSlot, registerUiBlocks } from '@blockyard/ui';
import type { BlockEditComponentProps } from '@wordpress/block-editor';
import { InnerBlocks, useBlockProps, useInnerBlocksProps } from '@wordpress/block-editor';
import {
	getBlockType,
	registerBlockType,
	setFreeformContentHandlerName,
	setUnregisteredTypeHandlerName,
	type BlockConfiguration,
} from '@wordpress/blocks';

import { registerTextCoreBlocks } from '../../../test/text-core-blocks';
import { CONTACT_FORM_BLOCK_NAME, FIELD_BLOCK_NAMES } from '../block-names';

type Attributes = Record<string, unknown>;

const FIELD_ATTRIBUTES = {
	name: { type: 'string' },
	label: { type: 'string' },
	required: { type: 'boolean', default: false },
	placeholder: { type: 'string' },
	options: { type: 'array' },
	consentText: { type: 'string' },
} as const;

/**
 * The edit of a block holding others (a query loop), as the real ones: one element from
 * `useBlockProps` holding the inner blocks.
 */
function ContainerEdit({ clientId }: Pick<BlockEditComponentProps, 'clientId'>) {
	return <div {...useInnerBlocksProps(useBlockProps())} data-testid={`block-${clientId}`} />;
}

/**
 * The contact form's edit, as the real one: its tools slot (where Form AI's bar shows) at the
 * top of the element from `useInnerBlocksProps`, then the inner blocks.
 */
function ContactFormEdit({ clientId }: Pick<BlockEditComponentProps, 'clientId'>) {
	const { children, ...wrapperProps } = useInnerBlocksProps(useBlockProps());
	return (
		<div {...wrapperProps} data-testid={`block-${clientId}`}>
			<contactFormToolsSlot.Slot clientId={clientId} />
			{children}
		</div>
	);
}

/** A field's edit: its label in the element `useBlockProps` makes. */
function FieldEdit({ attributes }: Pick<BlockEditComponentProps, 'attributes'>) {
	return <div {...useBlockProps()}>{String(attributes.label ?? '')}</div>;
}

function register(name: string, settings: Partial<BlockConfiguration<Attributes>>): void {
	if (getBlockType(name)) {
		return;
	}
	registerBlockType<Attributes>(name, {
		apiVersion: 3,
		title: name,
		category: 'widgets',
		attributes: {},
		edit: () => null,
		save: () => null,
		...settings,
	} as BlockConfiguration<Attributes>);
}

/**
 * Registers the contact form, its twelve fields, the button (@blockyard/ui's), the core text
 * blocks, a query loop and the parser's fallbacks (`core/freeform`, `core/missing`), as
 * WordPress has them. Idempotent.
 */
export function registerFormBlocks(): void {
	registerTextCoreBlocks();
	registerUiBlocks();
	register(CONTACT_FORM_BLOCK_NAME, {
		attributes: { formId: { type: 'string' }, confirmationMessage: { type: 'string' } },
		edit: ContactFormEdit,
		save: () => (
			<div className="wp-block-blockyard-contact-form">
				<InnerBlocks.Content />
			</div>
		),
	});
	for (const name of FIELD_BLOCK_NAMES) {
		register(name, { attributes: FIELD_ATTRIBUTES, parent: [CONTACT_FORM_BLOCK_NAME], edit: FieldEdit });
	}
	register('core/query', { attributes: { queryId: { type: 'number' } }, edit: ContainerEdit });
	register('core/freeform', { attributes: { content: { type: 'string', source: 'raw' } } });
	register('core/missing', {
		attributes: {
			originalName: { type: 'string' },
			originalUndelimitedContent: { type: 'string' },
			originalContent: { type: 'string', source: 'raw' },
		},
	});
	setFreeformContentHandlerName('core/freeform');
	setUnregisteredTypeHandlerName('core/missing');
}
