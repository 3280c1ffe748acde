import { type ReminderSettingsInput, remindersEndpoints } from "@siteready/domain/reminders";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/endpoint-client.ts";

const reminderSettingsQueryOptions = queryOptions({
  queryKey: ["reminders", "settings"] as const,
  queryFn: ({ signal }) => callEndpoint(remindersEndpoints.settings, {}, { signal }),
});

export function useReminderSettings() {
  return useQuery(reminderSettingsQueryOptions);
}

export function useSaveReminderSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    // A PUT is safe to repeat on a poor signal.
    mutationFn: (input: ReminderSettingsInput) =>
      callEndpoint(remindersEndpoints.saveSettings, { body: input }, { retry: true }),
    onSuccess: (settings) => queryClient.setQueryData(reminderSettingsQueryOptions.queryKey, settings),
  });
}

/** Creates the calendar link, or replaces it with a new one (the old URL stops working). */
export function useCreateCalendarLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(remindersEndpoints.createCalendarLink, {}),
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
    mutationFn: () => callEndpoint(remindersEndpoints.removeCalendarLink, {}, { retry: true }),
    onSuccess: () =>
      queryClient.setQueryData(reminderSettingsQueryOptions.queryKey, (settings) =>
        settings ? { ...settings, calendar_feed_url: null } : settings,
      ),
  });
}
