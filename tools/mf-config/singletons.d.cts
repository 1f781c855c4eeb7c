export declare const SINGLETONS: readonly string[];
