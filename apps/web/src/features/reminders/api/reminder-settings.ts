import type { CalendarLink, ReminderSettingsInput, ReminderSettingsView } from "@siteready/domain";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** GET|PUT /api/reminders/settings (behind 'profile', so it works whatever the renewals feature's state). */
const reminderSettingsPath = "/api/reminders/settings";
const calendarTokenPath = "/api/reminders/calendar-token";

const reminderSettingsQueryOptions = queryOptions({
  queryKey: ["reminders", "settings"] as const,
  queryFn: ({ signal }) => api.request<ReminderSettingsView>(reminderSettingsPath, { signal }),
});

export function useReminderSettings() {
  return useQuery(reminderSettingsQueryOptions);
}

export function useSaveReminderSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    // A PUT is safe to repeat on a poor signal.
    mutationFn: (input: ReminderSettingsInput) =>
      api.request<ReminderSettingsView>(reminderSettingsPath, { method: "PUT", body: input, retry: true }),
    onSuccess: (settings) => queryClient.setQueryData(reminderSettingsQueryOptions.queryKey, settings),
  });
}

/** Creates the calendar link, or replaces it with a new one (the old URL stops working). */
export function useCreateCalendarLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.request<CalendarLink>(calendarTokenPath, { method: "POST" }),
    onSuccess: ({ calendar_feed_url }) =>
      queryClient.setQueryData(reminderSettingsQueryOptions.queryKey, (settings) =>
        settings ? { ...settings, calendar_feed_url } : settings,
      ),
  });
}

/** Switches the calendar feed off: its URL stops working. */
export function useRemoveCalendarLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.request<void>(calendarTokenPath, { method: "DELETE", retry: true }),
    onSuccess: () =>
      queryClient.setQueryData(reminderSettingsQueryOptions.queryKey, (settings) =>
        settings ? { ...settings, calendar_feed_url: null } : settings,
      ),
  });
}
