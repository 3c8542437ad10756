export {
	BLOCK_TIERS,
	blockClassName,
	readBlockFolders,
	registerFunctionOf,
	tierOf,
	viewScriptHandle,
	type BlockFolder,
	type BlockTier,
	type BlockMetadata,
	type BlockyardManifest,
	type MarkupAllowance,
} from './block-folder';
export {
	blockPackages,
	derivedFiles,
	mergedAllowance,
	viewsTableName,
	type DerivedFile,
} from './derived-files';
export { formatDerived, staleDerivedFiles, syncDerivedFiles } from './sync';
