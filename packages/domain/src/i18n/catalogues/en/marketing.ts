/** Marketing pages. */
export const marketing = {} as const;
