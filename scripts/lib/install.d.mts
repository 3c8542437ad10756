export declare function dependenciesAreStale(dir?: string): boolean;
export declare function ensureDependencies(dir?: string, note?: string): void;
