/**
 * Device profiles of §4: a 'potato' or 'low' device (few cores, little memory, or Save-Data switched on) gets
 * the light mode: no animations or transitions (styles.css, html[data-lite]).
 */
export type DeviceProfile = "potato" | "low" | "standard";

export interface DeviceHints {
  cores: number | undefined;
  /** GB, as navigator.deviceMemory rounds it (Chromium only). */
  memoryGb: number | undefined;
  saveData: boolean;
}

export function deviceProfile({ cores, memoryGb, saveData }: DeviceHints): DeviceProfile {
  if ((cores !== undefined && cores <= 2) || (memoryGb !== undefined && memoryGb <= 1)) return "potato";
  if (saveData || (cores !== undefined && cores <= 4) || (memoryGb !== undefined && memoryGb <= 2))
    return "low";
  return "standard";
}

export function applyDeviceProfile() {
  const hints = navigator as Navigator & { deviceMemory?: number; connection?: { saveData?: boolean } };
  const profile = deviceProfile({
    cores: hints.hardwareConcurrency || undefined,
    memoryGb: hints.deviceMemory,
    saveData: hints.connection?.saveData === true,
  });
  document.documentElement.dataset.deviceProfile = profile;
  if (profile !== "standard") document.documentElement.dataset.lite = "";
}
