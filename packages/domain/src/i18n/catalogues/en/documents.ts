/** Documents (passport, right to work …) and qualifications. */
export const documents = {} as const;
