import { Blend, Building2, type LucideIcon, MonitorPlay } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { SessionMode } from '../../domain/sessions.ts';

const MODE_ICONS: Record<SessionMode, LucideIcon> = { onsite: Building2, online: MonitorPlay, hybrid: Blend };

/** On site, online or hybrid, with its icon. */
export function SessionModeLabel({ mode, className = '' }: { mode: SessionMode; className?: string }) {
  const { t } = useTranslation();
  const Icon = MODE_ICONS[mode];
  return (
    <span className={`inline-flex items-center gap-1.5 ${className}`}>
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      {t(`session_info.mode.${mode}`)}
    </span>
  );
}
