// The slice of `window.wp` the e2e helpers read (the playground exposes it as WordPress does).
interface BlockyardE2EBlock {
	name: string;
	isValid: boolean;
	clientId: string;
	attributes: Record<string, unknown>;
	innerBlocks: BlockyardE2EBlock[];
}

interface Window {
	wp: {
		blocks: {
			serialize(blocks: unknown): string;
			getBlockTypes(): Array<{
				name: string;
				title: string;
				parent?: string[];
				supports?: { inserter?: boolean };
			}>;
		};
		data: {
			select(store: 'core/block-editor'): {
				getBlocks(): BlockyardE2EBlock[];
				getClientIdsWithDescendants(): string[];
			};
			select(store: 'core/editor'): {
				isSavingPost(): boolean;
				didPostSaveRequestSucceed(): boolean;
				isEditedPostDirty(): boolean;
				getCurrentPostId(): number;
				getEditedPostAttribute(name: string): unknown;
			};
		};
	};
}
