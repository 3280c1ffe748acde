/** The CV builder. */
export const cv = {} as const;
