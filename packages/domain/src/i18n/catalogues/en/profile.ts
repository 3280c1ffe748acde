/** The profile: personal details, next of kin, bank and tax details, settings. */
export const profile = {} as const;
