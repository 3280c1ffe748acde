import { describe, expect, it, vi } from "vitest";
import { createTelemetry, MAX_ERRORS_PER_PAGE } from "./telemetry.ts";

describe("telemetry", () => {
  it("counts page errors and failed resources by element type, with nothing else about them", () => {
    const send = vi.fn();
    const telemetry = createTelemetry({ send, random: () => 0 });
    const image = document.createElement("img");
    const failedImage = new Event("error");
    Object.defineProperty(failedImage, "target", { value: image });
    telemetry.noteError(failedImage);
    telemetry.noteError(new ErrorEvent("error", { message: "secret@example.com is undefined" }));
    telemetry.noteRejection();
    telemetry.noteVital("LCP", 1800);
    telemetry.flush();
    expect(send).toHaveBeenCalledWith({
      errors: [
        { type: "resource_failed", resource: "img" },
        { type: "window_error" },
        { type: "unhandled_rejection" },
      ],
      vitals: [{ name: "LCP", value: 1800 }],
    });
    telemetry.flush();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("reports vitals from a sample of page loads only, and caps errors per page", () => {
    const send = vi.fn();
    const telemetry = createTelemetry({ send, random: () => 0.9 });
    telemetry.noteVital("CLS", 0.02);
    for (let index = 0; index < MAX_ERRORS_PER_PAGE + 5; index++) telemetry.noteRejection();
    telemetry.flush();
    expect(send.mock.calls[0]?.[0]).toMatchObject({ vitals: [] });
    expect(send.mock.calls[0]?.[0].errors).toHaveLength(MAX_ERRORS_PER_PAGE);
  });
});
