/** Every messages query sits under "messages", so a live update or a catch-up can refresh them together. */
export const messagesQueryKeys = {
  root: ["messages"] as const,
  list: ["messages", "list"] as const,
  unread: ["messages", "unread"] as const,
  settings: ["messages", "settings"] as const,
  thread: (id: string) => ["messages", "thread", id] as const,
};
