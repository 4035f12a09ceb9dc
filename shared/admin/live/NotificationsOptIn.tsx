/**
 * The browser asks before showing notifications, and only after the staff member chose to: this
 * button is that choice. It shows only while the answer is still open ('default'), so never in the
 * desktop app, which needs no permission.
 */
import { BellRing } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { usePlatform } from '../../platform/PlatformContext.tsx';

export function NotificationsOptIn() {
  const { t } = useTranslation();
  const platform = usePlatform();
  const [permission, setPermission] = useState(() => platform.notificationsPermission());
  if (permission !== 'default') return null;

  const enable = async () => {
    const allowed = await platform.requestNotifications().catch(() => false);
    const now = platform.notificationsPermission();
    setPermission(now);
    if (allowed) toast.success(t('admin_live.notifications.enabled'));
    else if (now === 'denied') toast.error(t('admin_live.notifications.blocked'));
  };

  return (
    <button
      type="button"
      title={t('admin_live.notifications.enable_hint')}
      onClick={() => void enable()}
      className="inline-flex shrink-0 items-center gap-2 rounded-lg border border-slate-300 px-2.5 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
    >
      <BellRing aria-hidden="true" className="size-4" />
      <span className="sr-only sm:not-sr-only">{t('admin_live.notifications.enable')}</span>
    </button>
  );
}
