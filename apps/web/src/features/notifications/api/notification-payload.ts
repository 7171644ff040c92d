/** The fields the create and edit dialogs send (SPEC §7: title, message, startDate, endDate, siteId, isActive). */
export interface NotificationPayload {
  siteId: number;
  title: string;
  message: string;
  startDate: string;
  endDate: string;
  isActive: boolean;
}
