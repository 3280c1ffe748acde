/** Romanian: an area's words, found by the area's folder (loaded with them when Romanian is first shown). */
export const translationOf = (area: string): Promise<{ messages: Record<string, string> }> =>
  import(`../../${area}/messages/ro.ts`);
