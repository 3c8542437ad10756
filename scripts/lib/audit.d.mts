export declare const AUDIT_PROBE_TIMEOUT_MS: number;
export declare const AUDIT_TIMEOUT_MS: number;
export declare function probeAuditEndpoint(
	registry: string,
	timeoutMs?: number
): Promise<{ ok: true } | { ok: false; reason: string }>;
export interface LockFile {
	readonly packages: Readonly<
		Record<
			string,
			{
				readonly name?: string;
				readonly dependencies?: Readonly<Record<string, string>>;
				readonly link?: boolean;
				readonly resolved?: string;
			}
		>
	>;
}
export interface WorkspaceManifest {
	readonly name: string;
	readonly private?: boolean;
	readonly dependencies?: Readonly<Record<string, string>>;
}
export declare function shippedPackages(lock: LockFile, manifests: readonly WorkspaceManifest[]): Set<string>;
export interface AuditVerdict {
	readonly counts: Readonly<Record<string, number>>;
	readonly blocking: readonly string[];
	readonly fails: boolean;
	readonly line: string;
}
export declare function auditVerdict(
	report: { readonly vulnerabilities?: Readonly<Record<string, { readonly severity: string }>> },
	shipped: ReadonlySet<string>
): AuditVerdict;
export declare function auditDependencies(): Promise<{ ran: boolean; fails: boolean; line: string }>;
