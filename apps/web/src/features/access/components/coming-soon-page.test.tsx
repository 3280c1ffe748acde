import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { ComingSoonPage } from "./coming-soon-page.tsx";

describe("ComingSoonPage for an unknown feature", () => {
  it("says 'Feature Not Found' with the spec's text and a way back", () => {
    const router = createMemoryRouter([{ path: "*", element: <ComingSoonPage feature={undefined} /> }]);
    render(<RouterProvider router={router} />);
    expect(screen.getByRole("heading", { name: "Feature Not Found" })).toBeInTheDocument();
    expect(screen.getByText("The requested feature could not be found.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to Dashboard" })).toHaveAttribute("href", "/dashboard");
  });
});
