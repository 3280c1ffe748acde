import Bowser from "bowser";

/** Browser and system in words from a user agent ("Chrome 131", "Android 14"); never the raw string. */
export function describeUserAgent(userAgent: string | null): { browser: string; os: string } {
  if (!userAgent) return { browser: "Unknown browser", os: "Unknown system" };
  const { browser, os } = Bowser.getParser(userAgent).getResult();
  const major = browser.version?.split(".")[0];
  return {
    browser: browser.name ? [browser.name, major].filter(Boolean).join(" ") : "Unknown browser",
    os: os.name ? [os.name, os.versionName ?? os.version].filter(Boolean).join(" ") : "Unknown system",
  };
}
