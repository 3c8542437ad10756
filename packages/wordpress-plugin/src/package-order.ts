export interface PackageManifest {
	readonly name: string;
	readonly private?: boolean;
	readonly dependencies?: Readonly<Record<string, string>>;
}

/**
 * The publishable @blockyard packages (their folder names), each after the
 * @blockyard packages it depends on, so their scripts load in that order.
 */
export function packageOrder(manifests: ReadonlyMap<string, PackageManifest>): string[] {
	const byName = new Map([...manifests].map(([folder, manifest]) => [manifest.name, folder] as const));
	const order: string[] = [];
	const visiting = new Set<string>();

	const visit = (folder: string): void => {
		const manifest = manifests.get(folder);
		if (!manifest || manifest.private || order.includes(folder)) {
			return;
		}
		if (visiting.has(folder)) {
			throw new Error(`@blockyard packages depend on each other in a cycle through ${manifest.name}.`);
		}
		visiting.add(folder);
		for (const dependency of Object.keys(manifest.dependencies ?? {})) {
			const dependencyFolder = byName.get(dependency);
			if (dependencyFolder) {
				visit(dependencyFolder);
			}
		}
		visiting.delete(folder);
		order.push(folder);
	};

	for (const folder of [...manifests.keys()].sort()) {
		visit(folder);
	}
	return order;
}
