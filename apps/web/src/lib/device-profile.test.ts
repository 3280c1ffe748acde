import { describe, expect, it } from "vitest";
import { deviceProfile } from "./device-profile.ts";

describe("device profile", () => {
  it("calls few cores or little memory a potato, a mid-range phone or Save-Data low", () => {
    expect(deviceProfile({ cores: 2, memoryGb: 4, saveData: false })).toBe("potato");
    expect(deviceProfile({ cores: 8, memoryGb: 1, saveData: false })).toBe("potato");
    expect(deviceProfile({ cores: 4, memoryGb: 4, saveData: false })).toBe("low");
    expect(deviceProfile({ cores: 8, memoryGb: 8, saveData: true })).toBe("low");
    expect(deviceProfile({ cores: 8, memoryGb: undefined, saveData: false })).toBe("standard");
  });
});
