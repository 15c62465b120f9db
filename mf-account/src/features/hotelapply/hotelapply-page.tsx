import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PageFrame } from 'ui-kit';
import { Intro, PageTitle } from '../auth/page-parts';
import { draftKey, readDraft, useMemberId } from './application-draft';
import { ApplicationFormView, MINE_PATH } from './application-form';
import { Head } from './application-form.styles';
import { emptyForm } from './application-form.model';
import { useHotelapplySubmitMutation } from './hotelapply.api';
import { hotelapplyMessages as t } from './hotelapply.messages';

function NewApplication({ memberId }: { memberId: string | null }) {
  const key = memberId ? draftKey(memberId) : null;
  const [start] = useState(() => {
    const saved = key ? readDraft(key) : null;
    return { form: saved ?? emptyForm(), restored: saved !== null };
  });
  const [submit] = useHotelapplySubmitMutation();
  return (
    <ApplicationFormView
      initial={start.form}
      restored={start.restored}
      draftKey={key}
      blank={emptyForm}
      clearOnSuccess
      texts={{ submit: t.submit, confirmTitle: t.confirmTitle, confirmBody: t.confirmBody, confirm: t.confirm, submitted: t.submitted }}
      send={(body) => submit(body).unwrap()}
    />
  );
}

/** /hotelapply (login required, §2 route table): a new listing application. */
export function HotelApplyPage() {
  const memberId = useMemberId();
  return (
    <PageFrame width="narrow">
      <Head>
        <PageTitle>{t.title}</PageTitle>
        <Link to={MINE_PATH}>{t.toMine}</Link>
      </Head>
      <Intro>{t.intro}</Intro>
      {/* A new member (another login in this tab) starts from their own draft. */}
      <NewApplication key={memberId ?? 'guest'} memberId={memberId} />
    </PageFrame>
  );
}
