/** Donations, tiers, locked features and coming soon. */
export const billing = {} as const;
