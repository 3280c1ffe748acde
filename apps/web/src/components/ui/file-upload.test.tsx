import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { act } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { FakeXhr } from "../../test-support/fake-xhr.ts";
import { FileUpload } from "./file-upload.tsx";

/** A declared upload answering a card with its photo. */
const upload = {
  route: {
    method: "POST",
    path: "/api/upload",
    kind: "upload",
    response: z.object({ front_thumbnail_url: z.string() }),
  },
} as const;

const accept = "image/jpeg,image/png,image/webp";

beforeEach(() => {
  FakeXhr.install();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The input of one of the upload's two buttons: 'Take a photo' or 'Choose from gallery'. */
const source = (label: string, button: string) =>
  within(screen.getByRole("group", { name: label })).getByLabelText(button);

describe("FileUpload", () => {
  it("offers the camera and the gallery: only 'Take a photo' forces the camera", () => {
    render(
      <FileUpload
        label="Scan of your passport"
        accept="image/jpeg,image/png,image/webp,application/pdf"
        kind="image-or-pdf"
        upload={upload}
        onUploaded={vi.fn()}
      />,
    );

    const camera = source("Scan of your passport", "Take a photo");
    expect(camera).toHaveAttribute("capture", "environment");
    expect(camera).toHaveAttribute("accept", "image/jpeg,image/png,image/webp");
    const choose = source("Scan of your passport", "Choose from gallery or files");
    expect(choose).not.toHaveAttribute("capture");
    expect(choose).toHaveAttribute("accept", "image/jpeg,image/png,image/webp,application/pdf");
  });

  it("opens the front camera for a photo of the worker", () => {
    render(
      <FileUpload label="Profile photo" accept={accept} camera="user" upload={upload} onUploaded={vi.fn()} />,
    );

    expect(source("Profile photo", "Take a photo")).toHaveAttribute("capture", "user");
    expect(source("Profile photo", "Choose from gallery")).not.toHaveAttribute("capture");
  });

  it("shows the upload's progress and hands over the server's answer", async () => {
    const onUploaded = vi.fn();
    const user = userEvent.setup();
    render(<FileUpload label="Card front" accept={accept} upload={upload} onUploaded={onUploaded} />);

    await user.upload(
      source("Card front", "Choose from gallery"),
      new File(["x"], "front.jpg", { type: "image/jpeg" }),
    );

    act(() => FakeXhr.last().progress(40, 100));
    const progress = screen.getByRole("progressbar", { name: "Uploading front.jpg" });
    expect(progress).toHaveAttribute("value", "40");
    expect(screen.getByText("Uploading… 40%")).toBeInTheDocument();

    await act(async () => FakeXhr.last().respond(200, { front_thumbnail_url: "/api/files/f1/thumbnail" }));
    expect(onUploaded).toHaveBeenCalledWith({ front_thumbnail_url: "/api/files/f1/thumbnail" });
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Uploaded front.jpg.");
  });

  it("shows the server's message when the upload is refused", async () => {
    const user = userEvent.setup();
    render(<FileUpload label="Card front" accept={accept} upload={upload} onUploaded={vi.fn()} />);

    await user.upload(
      source("Card front", "Take a photo"),
      new File(["x"], "front.jpg", { type: "image/jpeg" }),
    );
    await act(async () =>
      FakeXhr.last().respond(413, {
        code: "PAYLOAD_TOO_LARGE",
        category: "client",
        severity: "medium",
        message: "File too large. Maximum size is 10MB.",
        errorId: "err-1",
        messageRef: { key: "error.fileTooLarge", values: { size: "10MB" } },
      }),
    );
    expect(screen.getByRole("alert")).toHaveTextContent("File too large. Maximum size is 10MB.");
    for (const button of ["Take a photo", "Choose from gallery"]) {
      expect(source("Card front", button)).toHaveAccessibleDescription(
        "File too large. Maximum size is 10MB.",
      );
    }
  });

  it("refuses a file of the wrong type before uploading it", async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<FileUpload label="Card front" accept={accept} upload={upload} onUploaded={vi.fn()} />);

    await user.upload(
      source("Card front", "Choose from gallery"),
      new File(["x"], "card.gif", { type: "image/gif" }),
    );
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Invalid file type. Only JPEG, PNG, and WebP images are supported.",
    );
    expect(FakeXhr.instances).toHaveLength(0);
  });

  it("shows the current thumbnail with a text alternative", () => {
    render(
      <FileUpload
        label="Profile photo"
        accept={accept}
        upload={upload}
        onUploaded={vi.fn()}
        currentThumbnailUrl="/api/files/p1/thumbnail"
      />,
    );
    expect(screen.getByRole("img", { name: "Profile photo (current)" })).toHaveAttribute(
      "src",
      "/api/files/p1/thumbnail",
    );
  });
});
