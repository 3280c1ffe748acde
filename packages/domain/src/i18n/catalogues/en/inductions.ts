/** Site inductions, read from a photo. */
export const inductions = {} as const;
