// gettext-parser 10 ships no type declarations; these are the calls we make.
declare module 'gettext-parser' {
	export interface GetTextComment {
		translator?: string;
		reference?: string;
		extracted?: string;
		flag?: string;
		previous?: string;
	}
	export interface GetTextTranslation {
		msgctxt?: string;
		msgid: string;
		msgid_plural?: string;
		msgstr: string[];
		comments?: GetTextComment;
		obsolete?: boolean;
	}
	export interface GetTextTranslations {
		charset: string;
		headers: Record<string, string>;
		translations: Record<string, Record<string, GetTextTranslation>>;
		obsolete?: Record<string, Record<string, GetTextTranslation>>;
	}
	export const po: {
		parse(input: string | Buffer): GetTextTranslations;
		compile(
			table: GetTextTranslations,
			options?: {
				foldLength?: number;
				sort?: boolean | ((a: GetTextTranslation, b: GetTextTranslation) => number);
			}
		): Buffer;
	};
	export const mo: {
		parse(input: Buffer): GetTextTranslations;
		compile(table: GetTextTranslations): Buffer;
	};
}
