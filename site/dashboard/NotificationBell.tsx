import { requestToast } from '../ui/request-page.ts';
import { HUB_MESSAGES } from '../core/lib/spec-messages.ts';
import { Icon } from '../ui/Icon.tsx';

/** The notification bell (SPEC §2.7, §2.10): notifications are not built yet, and it says so. Styled by the screens' `.icon-btn`. */
export function NotificationBell({ label }: { label: string }) {
  return (
    <button
      type="button"
      className="icon-btn"
      aria-label={label}
      onClick={() => requestToast(HUB_MESSAGES.notificationsSoon)}
    >
      <Icon name="bell" size={20} />
    </button>
  );
}
