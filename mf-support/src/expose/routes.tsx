import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { PageFrame, Skeleton } from 'ui-kit';
import { BugReportPage } from '../features/contact/bug-report-page';
import { ContactHubPage } from '../features/contact/contact-hub-page';
import { InquiryPage } from '../features/contact/inquiry-page';
import { MyTicketsPage } from '../features/tickets/my-tickets-page';
import { TicketPage } from '../features/tickets/ticket-page';
import { FaqDetailPage } from '../features/faq/faq-detail-page';
import { FaqListPage } from '../features/faq/faq-list-page';
import { NoticeDetailPage } from '../features/notices/notice-detail-page';
import { NoticeListPage } from '../features/notices/notice-list-page';
import { SupportNotFoundPage } from '../features/frame/support-not-found-page';
import { policyMessages } from '../features/policies/policy.messages';

// The two policies are long texts few visitors read: chunks of their own, so the support pages do not carry them.
const TermsPage = lazy(() => import(/* webpackChunkName: "policy-terms" */ '../features/policies/terms-page'));
const PrivacyPage = lazy(() => import(/* webpackChunkName: "policy-privacy" */ '../features/policies/privacy-page'));

function PolicyChunk({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <PageFrame>
          <div role="status" aria-busy="true" aria-label={policyMessages.loading}>
            <Skeleton height={40} width="40%" />
            <Skeleton lines={8} />
          </div>
        </PageFrame>
      }
    >
      {children}
    </Suspense>
  );
}

/**
 * mf-support's routes, relative to where the shell mounts the remote (a splat route at the root). Which of them
 * need a login is the shell's business (its guard sends a visitor of /support/contact/my, …/ticket/:id and
 * /support/bugreport to /login first); the inquiry form is public and asks for the login only when sending.
 * The published policies (/terms, /privacy, linked from the footer) are public too.
 */
export default function MfSupportRoutes() {
  return (
    <Routes>
      <Route
        path="terms"
        element={
          <PolicyChunk>
            <TermsPage />
          </PolicyChunk>
        }
      />
      <Route
        path="privacy"
        element={
          <PolicyChunk>
            <PrivacyPage />
          </PolicyChunk>
        }
      />
      <Route path="support">
        <Route index element={<Navigate to="/support/contact" replace />} />
        <Route path="notice" element={<NoticeListPage />} />
        <Route path="notice/:id" element={<NoticeDetailPage />} />
        <Route path="faq" element={<FaqListPage />} />
        <Route path="faq/:id" element={<FaqDetailPage />} />
        <Route path="contact" element={<ContactHubPage />} />
        <Route path="contact/inquiry" element={<InquiryPage />} />
        <Route path="contact/my" element={<MyTicketsPage />} />
        <Route path="contact/ticket/:id" element={<TicketPage />} />
        <Route path="bugreport" element={<BugReportPage />} />
        <Route path="*" element={<SupportNotFoundPage />} />
      </Route>
    </Routes>
  );
}
