/** The link of an invitation when the server sends no mail: shown once, for the admin to hand over. */
import { Copy } from 'lucide-react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import type { StaffInvitationSent } from '../../domain/staff.ts';
import { formatDate } from '../../i18n/format.ts';
import { primaryButton, secondaryButton } from '../../ui/buttons.ts';
import { Field, inputClass } from '../../ui/Field.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { DATE_WITH_TIME } from '../components/inbox-kit.ts';

export function InvitationLinkDialog({
  sent,
  onClose,
}: {
  sent: StaffInvitationSent & { link: string };
  onClose(): void;
}) {
  const { t, i18n } = useTranslation();
  const copy = () =>
    navigator.clipboard.writeText(sent.link).then(
      () => toast.success(t('admin_onboarding.invite.copied')),
      () => undefined,
    );
  return (
    <Modal
      open
      title={t('admin_onboarding.invite.link_title')}
      description={t('admin_onboarding.invite.link_lead', {
        name: sent.user.name,
        date: formatDate(sent.expiresAt, i18n.language, DATE_WITH_TIME),
      })}
      onClose={onClose}
      closeLabel={t('admin_onboarding.invite.close')}
    >
      <div className="space-y-5">
        <Field label={t('admin_onboarding.invite.link_label')}>
          <input
            type="text"
            readOnly
            dir="ltr"
            value={sent.link}
            className={`${inputClass} text-start font-mono text-sm`}
            onFocus={(event) => event.currentTarget.select()}
          />
        </Field>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" className={secondaryButton} onClick={onClose}>
            {t('admin_onboarding.invite.close')}
          </button>
          <button type="button" className={primaryButton} onClick={() => void copy()}>
            <Copy aria-hidden="true" className="size-5" />
            {t('admin_onboarding.invite.copy')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
