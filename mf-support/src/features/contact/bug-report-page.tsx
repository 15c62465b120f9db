import { Lead, PageTitle, SupportPage } from '../frame/support-page';
import { contactMessages as m } from './contact.messages';
import { TicketForm } from './ticket-form';

/** /support/bugreport (login, the shell guards it): a ticket whose subject starts with the bug marker (§5). */
export function BugReportPage() {
  return (
    <SupportPage narrow>
      <PageTitle>{m.bug.title}</PageTitle>
      <Lead>{m.bug.lead}</Lead>
      <TicketForm kind="bug" />
    </SupportPage>
  );
}
