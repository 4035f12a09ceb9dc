/**
 * What a staff member whose password is provisional (typed by an admin, generated at first start
 * or by `npm run admin`) sees instead of the admin: the change of password, or signing out. The
 * server refuses them every other route (403 password_change_required) until it is done.
 */
import { KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { logout as endSession } from '../../api/users.ts';
import { useAdminPageMeta } from '../admin-page-meta.ts';
import { useAdminSession } from '../../auth/AdminSession.tsx';
import { secondaryButton } from '../../ui/buttons.ts';
import { PasswordChangeForm } from '../layout/PasswordChangeForm.tsx';
import { OnboardingFrame } from './OnboardingFrame.tsx';

export default function ForcedPasswordChangePage() {
  const { t } = useTranslation();
  useAdminPageMeta({
    title: t('admin_onboarding.forced.title'),
    description: t('admin_onboarding.forced.lead'),
    noindex: true,
  });
  const { signOut } = useAdminSession();
  const navigate = useNavigate();

  const logout = async () => {
    await endSession().catch(() => undefined);
    await signOut();
    navigate('/login');
  };

  return (
    <OnboardingFrame
      title={t('admin_onboarding.forced.title')}
      lead={t('admin_onboarding.forced.lead')}
      icon={<KeyRound aria-hidden="true" className="size-7" />}
    >
      <PasswordChangeForm
        currentLabel={t('admin_onboarding.forced.current')}
        successMessage={t('admin_onboarding.forced.changed')}
        // The guard shows the admin once the stored session is no longer marked.
        onChanged={() => undefined}
        cancel={
          <button type="button" className={secondaryButton} onClick={() => void logout()}>
            {t('admin_onboarding.forced.logout')}
          </button>
        }
      />
    </OnboardingFrame>
  );
}
