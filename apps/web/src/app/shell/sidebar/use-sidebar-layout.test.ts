import {
  AUTO_COLLAPSE_BREAKPOINT,
  SIDEBAR_COLLAPSED_WIDTH,
  SIDEBAR_EXPANDED_WIDTH,
} from "@siteready/domain/features";
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

  it("before the viewport is measured, shows the expanded sidebar from Tailwind's lg: width (1024 px)", () => {
    expect(AUTO_COLLAPSE_BREAKPOINT).toBe(1024);
    expect(mainOffsetClasses.responsive).toBe(`lg:pl-[${SIDEBAR_EXPANDED_WIDTH}px]`);
  });
});
