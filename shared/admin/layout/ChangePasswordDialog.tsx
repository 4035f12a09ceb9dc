/** "Change my password", from the admin's header (PasswordChangeForm in a dialog). */
import { useTranslation } from 'react-i18next';
import { secondaryButton } from '../../ui/buttons.ts';
import { Modal } from '../../ui/Modal.tsx';
import { PasswordChangeForm } from './PasswordChangeForm.tsx';

/** Mounted only while open (AdminLayout): its form has nothing to keep between two uses. */
export default function ChangePasswordDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      title={t('admin_staff.password.title')}
      description={t('admin_staff.password.lead')}
      onClose={onClose}
      closeLabel={t('admin_staff.password.close')}
    >
      <PasswordChangeForm
        currentLabel={t('admin_staff.password.current')}
        successMessage={t('admin_staff.password.changed')}
        onChanged={onClose}
        cancel={
          <button type="button" className={secondaryButton} onClick={onClose}>
            {t('admin_staff.password.cancel')}
          </button>
        }
      />
    </Modal>
  );
}
