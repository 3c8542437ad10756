/**
 * The names of @wordpress/block-editor the ui package uses beyond those declared in
 * types/wordpress-block-editor.d.ts (the package ships no declarations). An
 * augmentation, so it travels with the files that import a type from it, also when
 * another package compiles the ui source.
 */
import type { ComponentType, HTMLAttributes, ReactNode } from 'react';

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

declare module '@wordpress/block-editor' {
	export const RichText: ComponentType<RichTextProps> & { Content: ComponentType<RichTextContentProps> };
	export const InspectorControls: ComponentType<{ group?: string; children?: ReactNode }>;
	export const BlockControls: ComponentType<{ group?: string; children?: ReactNode }>;
	export const BlockAlignmentControl: ComponentType<BlockAlignmentControlProps>;
	export const PanelColorSettings: ComponentType<PanelColorSettingsProps>;
	/** Stable in practice since WordPress 5.x; still named experimental in 6.5. */
	export const __experimentalPanelColorGradientSettings: ComponentType<PanelColorGradientSettingsProps>;
	export const FontSizePicker: ComponentType<FontSizePickerProps>;
	/** Editor settings by path (`color.palette`…), for the current block. WordPress 6.5+. */
	export function useSettings(...paths: string[]): unknown[];
}
