import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Photo } from "./photo.tsx";

const fileId = "0b6f3c1e-8a1d-4f2e-9c3b-5d7e9f1a2b3c";
const listingId = "7d1e2f3a-4b5c-4d6e-8f9a-0b1c2d3e4f5a";

describe("Photo", () => {
  afterEach(() => {
    delete document.documentElement.dataset.lite;
  });

  it("asks a light-mode device for one small copy at the shown width, with no srcset", () => {
    document.documentElement.dataset.lite = "";
    render(<Photo url={`/api/files/${fileId}/thumbnail`} alt="Front of your card" width={80} height={96} />);
    const image = screen.getByRole("img", { name: "Front of your card" });
    expect(image).toHaveAttribute("src", `/api/files/${fileId}/image?w=160`);
    expect(image).not.toHaveAttribute("srcset");
    expect(image).toHaveAttribute("width", "80");
    expect(image).toHaveAttribute("height", "96");
  });

  it("offers every width to other devices, with the shown size, so the browser takes what fits", () => {
    render(
      <Photo
        url={`/api/diggs/listings/${listingId}/photos/${fileId}/thumbnail`}
        alt="The room"
        width={176}
        height={160}
        sizes="(min-width: 640px) 176px, 100vw"
      />,
    );
    const image = screen.getByRole("img", { name: "The room" });
    const base = `/api/diggs/listings/${listingId}/photos/${fileId}/image`;
    expect(image).toHaveAttribute("src", `${base}?w=640`);
    expect(image.getAttribute("srcset")?.split(", ")).toEqual([
      `${base}?w=160 160w`,
      `${base}?w=320 320w`,
      `${base}?w=640 640w`,
      `${base}?w=960 960w`,
      `${base}?w=1280 1280w`,
    ]);
    expect(image).toHaveAttribute("sizes", "(min-width: 640px) 176px, 100vw");
  });

  it("shows any other picture (a preview, a data URL) as it is", () => {
    render(<Photo url="blob:http://localhost/preview" alt="Preview" width={112} height={112} />);
    const image = screen.getByRole("img", { name: "Preview" });
    expect(image).toHaveAttribute("src", "blob:http://localhost/preview");
    expect(image).not.toHaveAttribute("srcset");
  });
});
