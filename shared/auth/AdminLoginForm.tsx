/**
 * The administrator's sign-in form (SPEC §4, §8), shared by the site's /login and the desktop
 * app: success keeps the session (through the platform) and opens /admin.
 */
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../api/client.ts';
import { rememberAdminLanguage } from '../i18n/i18n.ts';
import { login } from '../api/auth.ts';
import { LoginInputSchema } from '../domain/schemas.ts';
import { useAdminSession } from './AdminSession.tsx';
import { primaryButton } from '../ui/buttons.ts';
import { LtrField } from '../ui/Field.tsx';
import { fieldErrorText } from '../ui/form-errors.ts';
import { Spinner } from '../ui/Spinner.tsx';
import { schemaResolver } from '../ui/form-resolver.ts';

export function AdminLoginForm() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { ready, signIn } = useAdminSession();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: schemaResolver(LoginInputSchema), defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async (credentials) => {
    try {
      await signIn(await login(credentials));
      // The language this form was read in is the one the admin opens in.
      rememberAdminLanguage(i18n.language);
      // What went wrong before (a failed attempt, an expired session) no longer holds.
      toast.dismiss();
      toast.success(t('login_page.success'));
      await navigate('/admin');
    } catch (error) {
      toast.error(errorMessage(error, t('login_page.error')));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5">
      <LtrField
        label={t('login_page.email')}
        required
        error={fieldErrorText(t, errors.email)}
        type="email"
        autoComplete="username"
        registration={register('email')}
      />
      <LtrField
        label={t('login_page.password')}
        required
        error={fieldErrorText(t, errors.password)}
        type="password"
        autoComplete="current-password"
        registration={register('password')}
      />
      <button type="submit" disabled={isSubmitting || !ready} className={`${primaryButton} w-full py-3`}>
        {isSubmitting && <Spinner />}
        {isSubmitting ? t('login_page.submitting') : t('login_page.submit')}
      </button>
    </form>
  );
}
