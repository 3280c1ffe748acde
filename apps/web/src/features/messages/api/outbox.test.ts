import { describeHttpStatus, describeNetworkFailure } from "@siteready/domain/errors";
import { renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../lib/api-client.ts";
import { flushOutbox, queueMessage, useOutbox } from "./outbox.ts";

const conversationId = "5f0c6d9e-3c4b-4a7e-9f51-2b8d7c6a1e00";

describe("message outbox", () => {
  afterEach(() => localStorage.clear());

  it("keeps a message written with no signal and sends it, once, when the connection returns", async () => {
    const queued = queueMessage(conversationId, "On my way, 10 minutes");
    const offline = vi.fn().mockRejectedValue(new ApiError(describeNetworkFailure("unreachable")));
    await flushOutbox(offline);
    const { result, rerender } = renderHook(() => useOutbox(conversationId));
    expect(result.current).toEqual([expect.objectContaining({ body: "On my way, 10 minutes" })]);
    expect(result.current[0]?.failed).toBeUndefined();

    const online = vi.fn().mockResolvedValue(undefined);
    await flushOutbox(online);
    expect(online).toHaveBeenCalledWith(conversationId, "On my way, 10 minutes", queued.clientId);
    rerender();
    expect(result.current).toEqual([]);
  });

  it("marks a message the server refused, with the server's words, and sends the next", async () => {
    queueMessage(conversationId, "First");
    queueMessage(conversationId, "Second");
    const send = vi
      .fn()
      .mockRejectedValueOnce(
        new ApiError(
          {
            ...describeHttpStatus(403),
            message: "You cannot message this person.",
            messageRef: { key: "messages.server.blocked" },
          },
          { status: 403 },
        ),
      )
      .mockResolvedValueOnce(undefined);
    await flushOutbox(send);
    const { result } = renderHook(() => useOutbox(conversationId));
    expect(result.current).toEqual([
      expect.objectContaining({ body: "First", failed: { key: "messages.server.blocked" } }),
    ]);
    expect(send).toHaveBeenCalledTimes(2);
  });
});
