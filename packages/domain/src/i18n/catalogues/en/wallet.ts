/** The card wallet and the site gate view. */
export const wallet = {} as const;
