/** The federation container name, defined by tools/mf-config at build time ('mf_account'). */
declare const __MF_NAME__: string;
