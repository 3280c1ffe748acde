/** Polish: an area's words, found by the area's folder (loaded with them when Polish is first shown). */
export const translationOf = (area: string): Promise<{ messages: Record<string, string> }> =>
  import(`../../${area}/messages/pl.ts`);
