import Bowser from "bowser";

/**
 * Browser and system from a user agent ("Chrome 131", "Android 14"); never the raw string. They are names, the same
 * in every language; null where the user agent does not say, for the reader's words for "Unknown browser".
 */
export function describeUserAgent(userAgent: string | null): { browser: string | null; os: string | null } {
  if (!userAgent) return { browser: null, os: null };
  const { browser, os } = Bowser.getParser(userAgent).getResult();
  const major = browser.version?.split(".")[0];
  return {
    browser: browser.name ? [browser.name, major].filter(Boolean).join(" ") : null,
    os: os.name ? [os.name, os.versionName ?? os.version].filter(Boolean).join(" ") : null,
  };
}
