// Types of eslint.config.js for the TypeScript code that reads its layer table
// (tools/workspace-checks checks the package manifests against it).

/** One layer and the layers its code may import. */
export interface LayerConstraint {
	readonly sourceTag: string;
	readonly onlyDependOnLibsWithTags: string[];
}

export declare const layerConstraints: LayerConstraint[];

declare const config: unknown;
export default config;
