import type { MessageRef } from "@siteready/domain/i18n";
import { onlineManager } from "@tanstack/react-query";
import { useEffect } from "react";
import { ApiError } from "../../../lib/api-client.ts";
import { messageOutboxStorageKey } from "../../../lib/offline-copy.ts";
import { createStoredList, useStoredList } from "../../../lib/stored-list.ts";

/**
 * Messages waiting to be sent (issue 17: a message written offline is sent on reconnect). Every message goes
 * through here: written to the device first, then sent; one the server refused stays, marked, until removed.
 * The device's id for each message makes a repeated send (a reply lost on a poor signal) harmless.
 */
export interface OutboxMessage {
  clientId: string;
  conversationId: string;
  body: string;
  createdAt: string;
  /**
   * Why the server refused it, by key (the reader's language when shown); text only in what an earlier version
   * kept on the device. Absent while it waits for a connection.
   */
  failed?: MessageRef | string;
}

type Sender = (conversationId: string, body: string, clientId: string) => Promise<unknown>;

const outbox = createStoredList<OutboxMessage>(messageOutboxStorageKey);
const { read, write } = outbox;

export function queueMessage(conversationId: string, body: string): OutboxMessage {
  const item = { clientId: crypto.randomUUID(), conversationId, body, createdAt: new Date().toISOString() };
  write([...read(), item]);
  return item;
}

export function discardMessage(clientId: string) {
  write(read().filter((item) => item.clientId !== clientId));
}

let flushing: Promise<void> | null = null;

async function sendWaiting(send: Sender) {
  for (const item of read()) {
    if (item.failed) continue;
    try {
      await send(item.conversationId, item.body, item.clientId);
      discardMessage(item.clientId);
    } catch (error) {
      // The server answered no (blocked, too long, too fast): keep it, marked, for the writer to see.
      if (error instanceof ApiError && error.status !== undefined && error.status < 500) {
        write(
          read().map((entry) =>
            entry.clientId === item.clientId ? { ...entry, failed: error.messageRef } : entry,
          ),
        );
        continue;
      }
      return;
    }
  }
}

/** Sends what waits, oldest first; stops at the first one that cannot reach the server. One run at a time. */
export function flushOutbox(send: Sender): Promise<void> {
  if (!flushing) {
    flushing = sendWaiting(send).finally(() => {
      flushing = null;
    });
  }
  return flushing;
}

/** What waits to be sent in one conversation. */
export function useOutbox(conversationId: string): OutboxMessage[] {
  const items = useStoredList(outbox);
  return items.filter((item) => item.conversationId === conversationId);
}

/** Sends queued messages now and whenever the connection comes back. */
export function useOutboxSender(send: Sender, enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    void flushOutbox(send);
    return onlineManager.subscribe((online) => {
      if (online) void flushOutbox(send);
    });
  }, [send, enabled]);
}
