import { Lead, PageTitle, SupportPage } from '../frame/support-page';
import { contactMessages as m } from './contact.messages';
import { TicketForm } from './ticket-form';

/** /support/contact/inquiry: public; a visitor fills it and logs in when sending (the draft waits for them). */
export function InquiryPage() {
  return (
    <SupportPage narrow>
      <PageTitle>{m.inquiry.title}</PageTitle>
      <Lead>{m.inquiry.lead}</Lead>
      <TicketForm kind="inquiry" />
    </SupportPage>
  );
}
