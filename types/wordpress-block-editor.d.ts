/**
 * The part of @wordpress/block-editor 18 that Blockyard uses, for every package of the
 * workspace. The package ships no type declarations, and @types/wordpress__block-editor
 * drags in React 18 types and old majors, so the names used are declared here by hand:
 * widen them when you use more.
 */
declare module '@wordpress/block-editor' {
	import type { Block } from '@wordpress/blocks';
	import type { ReduxStoreConfig, StoreDescriptor } from '@wordpress/data';
	import type { ComponentType, HTMLAttributes, ReactNode, RefAttributes, RefCallback } from 'react';

	/** Props for the block's wrapper element, merged with the editor's own. */
	export type BlockWrapperProps = HTMLAttributes<HTMLElement> & { ref?: RefCallback<HTMLElement> };

	/** Props for the outer element of the edit component (apiVersion 2+). */
	export function useBlockProps(props?: BlockWrapperProps): BlockWrapperProps;

	/** The block whose edit component renders: its name, client id and whether it is selected. */
	export function useBlockEditContext(): {
		readonly name: string;
		readonly clientId: string;
		readonly isSelected: boolean;
	};

	/** A block type's icon as the editor draws it (the `icon` of `getBlockType()`, or an element). */
	export const BlockIcon: ComponentType<{ icon?: unknown; showColors?: boolean; className?: string }>;

	export namespace useBlockProps {
		/** Props for the outer element of `save`: the block class plus what supports add. */
		function save(props?: HTMLAttributes<HTMLElement>): HTMLAttributes<HTMLElement>;
	}

	type BlockEditorActions = {
		/** The next block change makes no undo level (stable since WordPress 5.x despite the name). */
		__unstableMarkNextChangeAsNotPersistent: () => { type: string };
		/** Replaces the block(s) by the given block(s); the last one is selected when a replaced one was. */
		replaceBlock: (clientIds: string | string[], blocks: Block | Block[]) => void;
		/** Selects a block; `initialPosition` -1 puts the caret at its end. */
		selectBlock: (clientId: string, initialPosition?: number | null) => { type: string };
		/** Replaces every block of the editor. */
		resetBlocks: (blocks: Block[]) => void;
		/** Replaces the block(s); `indexToSelect` picks which new block is selected (the last by default). */
		replaceBlocks: (
			clientIds: string | string[],
			blocks: Block | Block[],
			indexToSelect?: number,
			initialPosition?: number | null
		) => void;
		/** Removes a block; with `selectPrevious` (the default) the block before it is selected. */
		removeBlock: (clientId: string, selectPrevious?: boolean) => void;
		/**
		 * Replaces the inner blocks of `rootClientId`; `updateSelection` (false by default) selects
		 * the first new block.
		 */
		replaceInnerBlocks: (
			rootClientId: string,
			blocks: Block[],
			updateSelection?: boolean,
			initialPosition?: number | null
		) => void;
		/** Sets how far a block may be edited (WordPress 6.4+); `unsetBlockEditingMode` undoes it. */
		setBlockEditingMode: (clientId: string, mode: 'disabled' | 'contentOnly' | 'default') => void;
		unsetBlockEditingMode: (clientId: string) => void;
	};

	type BlockEditorSelectors = {
		/** The block with its inner blocks, or null when there is none with that id. */
		getBlock: (state: unknown, clientId: string) => Block | null;
		/** The block's parent; null at the root (and for an unknown id). */
		getBlockRootClientId: (state: unknown, clientId: string) => string | null;
		getBlockName: (state: unknown, clientId: string) => string | null;
		/** The ids of the block's ancestors, outermost first (innermost first with `ascending`). */
		getBlockParents: (state: unknown, clientId: string, ascending?: boolean) => string[];
		/** The ids of the block's ancestors of the given type(s), outermost first (innermost first with `ascending`). */
		getBlockParentsByBlockName: (
			state: unknown,
			clientId: string,
			blockName: string | string[],
			ascending?: boolean
		) => string[];
		getSelectedBlockClientId: (state: unknown) => string | null;
		/** Whether the block is the selected one. */
		isBlockSelected: (state: unknown, clientId: string) => boolean;
		/** Whether a block inside the block is selected (at any depth with `deep`). */
		hasSelectedInnerBlock: (state: unknown, clientId: string, deep?: boolean) => boolean;
		/** How far the block may be edited (WordPress 6.4+): 'disabled' inside a synced pattern, for one. */
		getBlockEditingMode: (state: unknown, clientId?: string) => 'disabled' | 'contentOnly' | 'default';
		/** The blocks at the root, or inside `rootClientId`. */
		getBlocks: (state: unknown, rootClientId?: string | null) => Block[];
		/** How many blocks are at the root, or inside `rootClientId`. */
		getBlockCount: (state: unknown, rootClientId?: string | null) => number;
		/** The block's position among its siblings; -1 for an unknown id. */
		getBlockIndex: (state: unknown, clientId: string) => number;
		/** Whether a block of that type may go inside `rootClientId` (the root when null): allowed blocks, template lock, editing mode. */
		canInsertBlockType: (state: unknown, blockName: string, rootClientId?: string | null) => boolean;
		/** Whether the block may be removed (not locked against removal). */
		canRemoveBlock: (state: unknown, clientId: string) => boolean;
		/**
		 * Whether the last block change makes an undo level. block-editor 14+ only: WordPress 6.5
		 * names it `__unstableIsLastBlockChangePersistent`, so use it in tests, not in plugin code.
		 */
		isLastBlockChangePersistent: (state: unknown) => boolean;
		/** Every block's client id, inner blocks included, in document order (depth first). */
		getClientIdsWithDescendants: (state: unknown) => string[];
		/**
		 * The client ids of the blocks of these types, in document order (WordPress 6.5+),
		 * memoized while no block is added, moved or removed, for the same name or names array.
		 */
		getBlocksByName: (state: unknown, blockName: string | string[]) => string[];
		/** The block's attributes, or null when there is none with that id. */
		getBlockAttributes: (state: unknown, clientId: string) => Record<string, unknown> | null;
		/** The editor's settings (its `mediaUpload`, among others). */
		getSettings: (state: unknown) => BlockEditorSettings;
	};

	/** The `core/block-editor` store. */
	export const store: StoreDescriptor<ReduxStoreConfig<unknown, BlockEditorActions, BlockEditorSelectors>>;

	/** A stylesheet for the canvas iframe and block previews. */
	export interface EditorStyle {
		readonly css?: string;
		readonly id?: string;
		readonly isGlobalStyles?: boolean;
	}

	export interface BlockSelectionEdge {
		readonly clientId?: string;
		readonly attributeKey?: string;
		readonly offset?: number;
	}

	export interface BlockSelection {
		readonly selectionStart?: BlockSelectionEdge;
		readonly selectionEnd?: BlockSelectionEdge;
		readonly initialPosition?: number | null;
	}

	export interface MediaUploadOptions {
		readonly filesList: ArrayLike<File>;
		readonly allowedTypes?: ReadonlyArray<string>;
		readonly additionalData?: Readonly<Record<string, unknown>>;
		readonly onError?: (message: string) => void;
		readonly onFileChange?: (files: ReadonlyArray<Readonly<Record<string, unknown>>>) => void;
		readonly onSuccess?: (files: ReadonlyArray<Readonly<Record<string, unknown>>>) => void;
		readonly multiple?: boolean;
	}

	/** The block editor settings Blockyard passes; the store accepts many more. */
	export interface BlockEditorSettings {
		readonly styles?: ReadonlyArray<EditorStyle>;
		readonly mediaUpload?: (options: MediaUploadOptions) => void;
		readonly hasFixedToolbar?: boolean;
		readonly focusMode?: boolean;
		readonly bodyPlaceholder?: string;
		readonly [key: string]: unknown;
	}

	export interface BlockEditorProviderProps {
		readonly value?: ReadonlyArray<Block>;
		readonly selection?: BlockSelection;
		readonly onInput?: (blocks: Block[], options: { selection?: BlockSelection }) => void;
		readonly onChange?: (blocks: Block[], options: { selection?: BlockSelection }) => void;
		readonly settings?: BlockEditorSettings;
		/** `false` makes the provider use the registry around it instead of a private one. */
		readonly useSubRegistry?: boolean;
		readonly children?: ReactNode;
	}
	export const BlockEditorProvider: ComponentType<BlockEditorProviderProps>;

	export interface BlockCanvasProps {
		readonly height?: string;
		readonly styles?: ReadonlyArray<EditorStyle>;
		readonly children?: ReactNode;
	}
	export const BlockCanvas: ComponentType<BlockCanvasProps>;

	export const BlockInspector: ComponentType<Record<string, never>>;

	/** The blocks of the editor, each through its edit component (used in tests that render blocks in an editor). */
	export const BlockList: ComponentType<Record<string, never>>;

	export interface InserterLibraryProps {
		readonly rootClientId?: string;
		readonly clientId?: string;
		readonly isAppender?: boolean;
		readonly showInserterHelpPanel?: boolean;
		readonly showMostUsedBlocks?: boolean;
		readonly shouldFocusBlock?: boolean;
		readonly onSelect?: () => void;
		readonly onClose?: () => void;
	}
	/** The inserter's library panel (block types, patterns, media), as WordPress shows it in its sidebar. */
	export const __experimentalLibrary: ComponentType<InserterLibraryProps & RefAttributes<HTMLDivElement>>;

	// Used by @blockyard/ui's button block.
	export interface RichTextProps {
		readonly tagName?: string;
		readonly value: string;
		readonly onChange: (value: string) => void;
		readonly placeholder?: string;
		readonly allowedFormats?: ReadonlyArray<string>;
		readonly withoutInteractiveFormatting?: boolean;
		readonly identifier?: string;
		readonly className?: string;
		readonly style?: HTMLAttributes<HTMLElement>['style'];
		readonly 'aria-label'?: string;
		/** Enter and Shift+Enter add no line break (a one-line text). */
		readonly disableLineBreaks?: boolean;
	}

	export interface RichTextContentProps extends HTMLAttributes<HTMLElement> {
		readonly tagName: string;
		readonly value: string;
		readonly href?: string;
		readonly type?: string;
	}

	export interface ColorSetting {
		readonly value?: string;
		readonly onChange: (value?: string) => void;
		readonly label: string;
	}

	export interface PanelColorSettingsProps {
		readonly title: string;
		readonly colorSettings: ReadonlyArray<ColorSetting>;
		readonly initialOpen?: boolean;
		readonly children?: ReactNode;
	}

	export interface BlockAlignmentControlProps {
		readonly value?: string;
		readonly onChange: (value?: string) => void;
		readonly controls?: ReadonlyArray<string>;
	}

	export interface ColorGradientSetting {
		readonly label: string;
		readonly colorValue?: string;
		readonly gradientValue?: string;
		readonly onColorChange?: (value?: string) => void;
		readonly onGradientChange?: (value?: string) => void;
	}

	export interface PanelColorGradientSettingsProps {
		readonly title: string;
		readonly settings: ReadonlyArray<ColorGradientSetting>;
		readonly initialOpen?: boolean;
		readonly children?: ReactNode;
	}

	export interface FontSizePickerProps {
		readonly value?: string | number;
		readonly onChange: (value?: string | number) => void;
		readonly fontSizes?: ReadonlyArray<{
			readonly slug: string;
			readonly name?: string;
			readonly size?: string | number;
		}>;
		readonly disableCustomFontSizes?: boolean;
		readonly withReset?: boolean;
		readonly __nextHasNoMarginBottom?: boolean;
	}

	export const RichText: ComponentType<RichTextProps> & { Content: ComponentType<RichTextContentProps> };
	/** The selected block's sidebar controls; `Slot` is where the sidebar shows them (the block inspector, or a test's). */
	export const InspectorControls: ComponentType<{ group?: string; children?: ReactNode }> & {
		Slot: ComponentType<{ group?: string }>;
	};
	/**
	 * Toolbar controls of the selected block, in one of its groups: 'default', 'block',
	 * 'inline', 'other', 'parent' (all in WordPress 6.5). `Slot` is where the toolbar shows a group.
	 */
	export const BlockControls: ComponentType<{ group?: string; children?: ReactNode }> & {
		Slot: ComponentType<{ group?: string }>;
	};

	/** The props `BlockEdit` takes; all but the `mayDisplay…` ones go through the `editor.BlockEdit` filters. */
	export interface BlockEditComponentProps {
		readonly name: string;
		readonly clientId: string;
		readonly isSelected?: boolean;
		readonly attributes: Record<string, unknown>;
		readonly setAttributes: (attributes: Record<string, unknown>) => void;
		/** The block's toolbar controls (`BlockControls`) may show. */
		readonly mayDisplayControls?: boolean;
		readonly mayDisplayParentControls?: boolean;
		readonly context?: Record<string, unknown>;
	}
	/** A block's edit component, through the `editor.BlockEdit` filters. */
	export const BlockEdit: ComponentType<BlockEditComponentProps>;
	export const BlockAlignmentControl: ComponentType<BlockAlignmentControlProps>;
	export const PanelColorSettings: ComponentType<PanelColorSettingsProps>;
	/** Stable in practice since WordPress 5.x; still named experimental in 6.5. */
	export const __experimentalPanelColorGradientSettings: ComponentType<PanelColorGradientSettingsProps>;
	export const FontSizePicker: ComponentType<FontSizePickerProps>;
	/** Editor settings by path (`color.palette`…), for the current block. WordPress 6.5+. */
	export function useSettings(...paths: string[]): unknown[];

	/** An inner-blocks template entry: `[ name, attributes, inner template ]`. */
	export type InnerBlockTemplate = [string, Record<string, unknown>?, InnerBlockTemplate[]?];

	export interface InnerBlocksOptions {
		readonly allowedBlocks?: ReadonlyArray<string>;
		readonly template?: ReadonlyArray<InnerBlockTemplate>;
		/** `false` lets a locked parent's children be changed; 'all' and 'insert' lock them. */
		readonly templateLock?: false | 'all' | 'insert' | 'contentOnly';
		/** What shows where a block can be added inside: `InnerBlocks.ButtonBlockAppender`, say. */
		readonly renderAppender?: ComponentType | false;
	}

	/** Props for the element that holds a block's inner blocks, in `edit`. */
	export function useInnerBlocksProps(
		props?: BlockWrapperProps,
		options?: InnerBlocksOptions
	): BlockWrapperProps & { children?: ReactNode };

	export namespace useInnerBlocksProps {
		/** Props (with `children`) for the element that holds the saved inner blocks, in `save`. */
		function save(
			props?: HTMLAttributes<HTMLElement>
		): HTMLAttributes<HTMLElement> & { children?: ReactNode };
	}

	/** `InnerBlocks.Content` renders the saved inner blocks in `save`. */
	export const InnerBlocks: ComponentType<InnerBlocksOptions> & {
		Content: ComponentType<Record<string, never>>;
		/** The "Add block" button an empty inner area shows. */
		ButtonBlockAppender: ComponentType;
	};

	/** The toolbar's text alignment (left, center, right). */
	export const AlignmentControl: ComponentType<{
		readonly value?: string;
		readonly onChange: (value?: string) => void;
	}>;

	// Used by @blockyard/media's blocks: the media buttons of WordPress's own blocks.
	/** A media item as the media library, an upload or the media modal hands it to `onSelect`. */
	export type MediaItem = Readonly<Record<string, unknown>>;
	/** The same, as the slideshow names it. */
	export type SelectedMedia = MediaItem;

	export interface MediaPlaceholderProps {
		readonly icon?: ReactNode;
		readonly labels?: { readonly title?: string; readonly instructions?: string };
		/**
		 * What was picked: media items (one, or several with `multiple`), or the chosen files
		 * themselves when `handleUpload` is false. A method, so that each block's handler takes
		 * what its own props make the placeholder hand over.
		 */
		onSelect(media: MediaItem | readonly MediaItem[] | ArrayLike<File>): void;
		onError?(message: string): void;
		readonly accept?: string;
		readonly allowedTypes?: ReadonlyArray<string>;
		readonly multiple?: boolean | 'add';
		/** `false`: the placeholder hands the chosen files to `onSelect` instead of uploading them. */
		readonly handleUpload?: boolean;
		readonly value?: unknown;
		readonly className?: string;
		readonly children?: ReactNode;
	}
	/** The empty block's upload button, drop zone and media library button. */
	export const MediaPlaceholder: ComponentType<MediaPlaceholderProps>;

	export interface MediaUploadProps {
		onSelect(media: MediaItem | readonly MediaItem[]): void;
		readonly allowedTypes?: ReadonlyArray<string>;
		readonly multiple?: boolean;
		readonly gallery?: boolean;
		readonly value?: number | ReadonlyArray<number>;
		readonly render: (props: { open: () => void }) => ReactNode;
	}
	/** The media modal (WordPress's, or what the `editor.MediaUpload` filter puts there); renders nothing without one. */
	export const MediaUpload: ComponentType<MediaUploadProps>;
	/** Renders its children only for a user who may upload files. */
	export const MediaUploadCheck: ComponentType<{
		readonly children?: ReactNode;
		readonly fallback?: ReactNode;
	}>;
}
