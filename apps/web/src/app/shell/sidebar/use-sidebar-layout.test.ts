import { SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_EXPANDED_WIDTH } from "@siteready/domain/features";
import { describe, expect, it } from "vitest";
import { mainOffsetClasses, sidebarWidthClasses } from "./use-sidebar-layout.ts";

describe("sidebar width classes", () => {
  it("match the widths of §9", () => {
    expect(sidebarWidthClasses.expanded).toBe(`w-[${SIDEBAR_EXPANDED_WIDTH}px]`);
    expect(sidebarWidthClasses.collapsed).toBe(`w-[${SIDEBAR_COLLAPSED_WIDTH}px]`);
    expect(mainOffsetClasses.expanded).toBe(`pl-[${SIDEBAR_EXPANDED_WIDTH}px]`);
    expect(mainOffsetClasses.collapsed).toBe(`pl-[${SIDEBAR_COLLAPSED_WIDTH}px]`);
    expect(mainOffsetClasses.mobile).toBe("");
  });
});
