/**
 * Adding a colleague on /admin/staff: by an invitation (they choose their password from a link,
 * the default) or with a provisional password typed here (they must change it at first sign-in).
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffInvitationSent } from '../../domain/staff.ts';
import { InvitationLinkDialog } from './InvitationLinkDialog.tsx';
import { InviteForm } from './InviteForm.tsx';
import { StaffForm } from './StaffForm.tsx';

type Mode = 'invite' | 'password';
const MODES: Mode[] = ['invite', 'password'];

export function AddStaffMember({ headingId }: { headingId: string }) {
  const { t } = useTranslation();
  const name = useId();
  const [mode, setMode] = useState<Mode>('invite');
  const [link, setLink] = useState<StaffInvitationSent & { link: string }>();

  return (
    <div className="space-y-5">
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-slate-900">{t('admin_onboarding.invite.mode_label')}</legend>
        <div className="space-y-2">
          {MODES.map((option) => (
            <label
              key={option}
              htmlFor={`${name}-${option}`}
              className="grid cursor-pointer grid-cols-[auto_1fr] gap-x-3 rounded-lg p-2 ring-1 ring-slate-200 has-[:checked]:bg-brand-50 has-[:checked]:ring-brand-600"
            >
              <input
                id={`${name}-${option}`}
                type="radio"
                name={name}
                value={option}
                checked={mode === option}
                onChange={() => setMode(option)}
                className="row-span-2 mt-1 accent-brand-700"
              />
              <span className="text-sm font-semibold text-slate-900">
                {t(`admin_onboarding.invite.mode_${option}`)}
              </span>
              <span className="text-sm text-slate-600">{t(`admin_onboarding.invite.mode_${option}_hint`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {mode === 'invite' ? <InviteForm headingId={headingId} onLink={setLink} /> : <StaffForm headingId={headingId} />}
      {link && <InvitationLinkDialog sent={link} onClose={() => setLink(undefined)} />}
    </div>
  );
}
