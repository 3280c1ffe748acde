/** Places near a site: diggs (accommodation), test centres, the weather. */
export const places = {} as const;
