/**
 * On /admin/settings: who is told of each kind of new request. One field per kind, addresses
 * separated by commas; a kind left empty goes to NOTIFY_EMAILS, shown under it.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BellRing } from 'lucide-react';
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '../../api/client.ts';
import {
  fetchNotificationRouting,
  NOTIFICATION_ROUTING_KEY,
  saveNotificationRouting,
} from '../../api/notification-routing.ts';
import {
  NOTIFICATION_ADDRESSES_MAX,
  NOTIFICATION_KINDS,
  type NotificationKind,
  type NotificationRouting,
  type NotificationRoutingView,
} from '../../domain/notification-routing.ts';
import { EmailSchema } from '../../domain/schemas.ts';
import { primaryButton } from '../../ui/buttons.ts';
import { Field, ltrInputClass } from '../../ui/Field.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { QueryStates } from '../components/ListStates.tsx';

const panel = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6';
type Texts = Record<NotificationKind, string>;

const splitAddresses = (text: string) =>
  text
    .split(/[,;\s]+/)
    .map((address) => address.trim())
    .filter(Boolean);

export function NotificationRoutingSection() {
  const { t } = useTranslation();
  const heading = useId();
  const query = useQuery({
    queryKey: NOTIFICATION_ROUTING_KEY,
    queryFn: ({ signal }) => fetchNotificationRouting(signal),
    staleTime: 0,
  });
  return (
    <section aria-labelledby={heading} className={`${panel} mt-6`}>
      <h2 id={heading} className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <BellRing aria-hidden="true" className="size-5 text-brand-700" />
        {t('admin_onboarding.routing.title')}
      </h2>
      <p className="mt-1 mb-5 text-sm text-slate-600">{t('admin_onboarding.routing.lead')}</p>
      <QueryStates query={query} loadError={t('admin_onboarding.routing.load_error')} bare>
        {(data) => (
          // Keyed by the saved routing: a save that changes it starts the fields from what is stored.
          <RoutingForm key={JSON.stringify(data.routing)} view={data} />
        )}
      </QueryStates>
    </section>
  );
}

function RoutingForm({ view }: { view: NotificationRoutingView }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [texts, setTexts] = useState<Texts>(
    () => Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, view.routing[kind].join(', ')])) as Texts,
  );
  const [errors, setErrors] = useState<Partial<Texts>>({});
  const save = useMutation({ mutationFn: saveNotificationRouting });

  /** Each kind's addresses, or the first reason one cannot be saved. */
  const check = (): NotificationRouting | undefined => {
    const found: Partial<Texts> = {};
    const routing = Object.fromEntries(
      NOTIFICATION_KINDS.map((kind) => {
        const addresses = splitAddresses(texts[kind]);
        const invalid = addresses.find((address) => !EmailSchema.safeParse(address).success);
        if (invalid) found[kind] = t('admin_onboarding.routing.invalid', { email: invalid });
        else if (addresses.length > NOTIFICATION_ADDRESSES_MAX)
          found[kind] = t('admin_onboarding.routing.too_many', { max: NOTIFICATION_ADDRESSES_MAX });
        return [kind, addresses];
      }),
    ) as NotificationRouting;
    setErrors(found);
    return Object.keys(found).length === 0 ? routing : undefined;
  };

  const onSubmit = async () => {
    const routing = check();
    if (!routing) return;
    try {
      const saved = await save.mutateAsync(routing);
      queryClient.setQueryData(NOTIFICATION_ROUTING_KEY, saved);
      toast.success(t('admin_onboarding.routing.saved'));
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401))
        toast.error(errorMessage(error, t('admin_onboarding.routing.error')));
    }
  };

  const fallback =
    view.defaultEmails.length > 0
      ? t('admin_onboarding.routing.default', { emails: view.defaultEmails.join(', ') })
      : t('admin_onboarding.routing.no_default');
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
      className="space-y-5"
    >
      <div className="grid grid-cols-1 gap-5 md:grid-cols-2">
        {NOTIFICATION_KINDS.map((kind) => (
          <Field
            key={kind}
            label={t(`admin_onboarding.routing.kinds.${kind}`)}
            error={errors[kind]}
            hint={`${t('admin_onboarding.routing.hint')} ${fallback}`}
          >
            <input
              type="text"
              inputMode="email"
              autoComplete="off"
              dir="ltr"
              className={ltrInputClass}
              value={texts[kind]}
              placeholder={view.defaultEmails.join(', ')}
              onChange={(event) => setTexts((current) => ({ ...current, [kind]: event.target.value }))}
            />
          </Field>
        ))}
      </div>
      <div className="flex justify-end">
        <button type="submit" disabled={save.isPending} className={primaryButton}>
          {save.isPending && <Spinner />}
          {save.isPending ? t('admin_onboarding.routing.submitting') : t('admin_onboarding.routing.submit')}
        </button>
      </div>
    </form>
  );
}
