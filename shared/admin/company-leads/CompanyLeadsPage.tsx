/** /admin/company-leads (SPEC §2): company quote requests, through their statuses; delete after a confirmation; suspected spam apart. */
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { deleteCompanyLead } from '../../api/company-leads.ts';
import { REQUESTS_KEY } from '../../api/inbox.ts';
import type { CompanyLead } from '../../domain/entities.ts';
import { ContactDetails, EmailLink, PhoneLink } from '../components/ContactDetails.tsx';
import { nameColumn } from '../components/AdminTable.tsx';
import { DateTime } from '../components/DateTime.tsx';
import { MessageViewer } from '../components/MessageViewer.tsx';
import { useConfirmedAction } from '../components/useConfirmedAction.tsx';
import { oneListInbox } from '../inbox/one-list-inbox.ts';
import { requestDeleteTexts } from '../inbox/request-action-texts.ts';
import { requestMessageTexts } from '../inbox/request-message-texts.ts';
import { RequestInbox } from '../inbox/RequestInbox.tsx';

export default function CompanyLeadsPage() {
  const { t } = useTranslation();
  const remove = useConfirmedAction<CompanyLead>({
    run: (lead) => deleteCompanyLead(lead._id),
    queryKey: REQUESTS_KEY,
    itemName: (lead) => lead.companyName,
    ...requestDeleteTexts(t, 'admin_company_leads'),
  });

  return (
    <RequestInbox<CompanyLead>
      kind="company-lead"
      {...oneListInbox(t, 'admin_company_leads')}
      columns={() => [
        nameColumn('company', t('admin_company_leads.columns.company'), (lead) => lead.companyName),
        {
          key: 'contact',
          header: t('admin_company_leads.columns.contact'),
          cell: (lead) => <ContactDetails name={lead.contactName} email={lead.email} phone={lead.phone} />,
        },
        {
          key: 'message',
          header: t('admin_company_leads.columns.message'),
          cell: (lead) => (
            <MessageViewer
              message={lead.message}
              email={lead.email}
              sentAt={lead.createdAt}
              {...requestMessageTexts(t, 'admin_company_leads', { company: lead.companyName })}
            />
          ),
        },
      ]}
      rowAction={(lead) =>
        remove.button(lead, {
          icon: Trash2,
          text: t('admin_company_leads.delete'),
          label: t('admin_company_leads.delete_label', { company: lead.companyName }),
          danger: true,
        })
      }
      title={(lead) => lead.companyName}
      contact={(lead) => ({ email: lead.email, phone: lead.phone })}
      fields={(lead) => [
        { label: t('admin_pipeline.fields.company'), value: <span dir="auto">{lead.companyName}</span> },
        { label: t('admin_pipeline.fields.contact_name'), value: <span dir="auto">{lead.contactName}</span> },
        { label: t('admin_pipeline.fields.email'), value: <EmailLink email={lead.email} /> },
        { label: t('admin_pipeline.fields.phone'), value: lead.phone && <PhoneLink phone={lead.phone} /> },
        { label: t('admin_pipeline.fields.received'), value: <DateTime iso={lead.createdAt} inline /> },
      ]}
    >
      {remove.dialog}
    </RequestInbox>
  );
}
