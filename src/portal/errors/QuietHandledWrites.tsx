import { useCallback, useContext, type ReactNode } from 'react';
import { AddNotificationContext, type NotificationPayload } from 'react-admin';
import { HANDLED_WRITE } from '../providers/writeReactions';

/**
 * react-admin notifies the message of a failed save; a write the person has seen end already (they
 * closed the code dialog, the shell showed the alert) carries HANDLED_WRITE and is not told twice.
 */
export const QuietHandledWrites = ({ children }: { children: ReactNode }) => {
  const add = useContext(AddNotificationContext);
  const filtered = useCallback((notification: NotificationPayload) => {
    if (notification.message !== HANDLED_WRITE) add(notification);
  }, [add]);
  return <AddNotificationContext.Provider value={filtered}>{children}</AddNotificationContext.Provider>;
};
