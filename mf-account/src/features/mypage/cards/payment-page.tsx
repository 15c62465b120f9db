import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Dialog, EmptyState, useToast } from 'ui-kit';
import { Hint } from 'ui-kit/forms';
import { TabHeading } from '../frame/tab-heading';
import { cardMessages as t } from './card.messages';
import { useSavedCards } from './saved-cards.hook';
import type { SavedCard } from './saved-cards.storage';

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.md};

  h1 {
    margin-bottom: 0;
  }
`;

const Note = styled(Hint)`
  margin: ${({ theme }) => `${theme.spacing.sm} 0 ${theme.spacing.lg}`};
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Card = styled.li`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  color: ${({ theme }) => theme.colors.onBrand};
  background: linear-gradient(135deg, #1a4fa8 0%, #101828 100%);
`;

const CardText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  min-width: 0;
`;

const Brand = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Digits = styled.p`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.mono};
  letter-spacing: 2px;
`;

const Small = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** My page's payment tab (§2 payment): the saved cards of this browser, each deletable after a confirmation. */
export function PaymentPage() {
  const { status, cards, remove } = useSavedCards();
  const [pending, setPending] = useState<SavedCard | null>(null);
  const toast = useToast();

  const confirmDelete = () => {
    if (pending && remove(pending.id)) toast.success(t.deleted);
    else if (pending) toast.error(t.saveFailed);
    setPending(null);
  };

  const addButton = (
    <Button as={Link} to="/mypage/add-card">
      {t.addCard}
    </Button>
  );

  const body = () => {
    if (status === 'error') return <EmptyState title={t.loadFailed} description={t.loadFailedHint} />;
    if (cards.length === 0) return <EmptyState title={t.empty} description={t.emptyHint} action={addButton} />;
    return (
      <List aria-label={t.list}>
        {cards.map((card) => {
          const brand = t.brands[card.brand];
          return (
            <Card key={card.id} aria-label={`${brand} ${t.ending(card.last4)}`}>
              <CardText>
                <Brand>{brand}</Brand>
                <Digits>
                  <span aria-hidden="true">•••• </span>
                  {card.last4}
                </Digits>
                <Small>{t.expires(card.expMonth, card.expYear)}</Small>
              </CardText>
              <Button size="sm" variant="secondary" onClick={() => setPending(card)} aria-label={t.deleteLabel(brand, card.last4)}>
                {t.delete}
              </Button>
            </Card>
          );
        })}
      </List>
    );
  };

  return (
    <section aria-labelledby="mypage-payment-title">
      <Head>
        <TabHeading id="mypage-payment-title">{t.paymentTitle}</TabHeading>
        {status === 'ready' && cards.length > 0 ? addButton : null}
      </Head>
      <Note>{t.storageNote}</Note>
      {body()}
      <Dialog
        open={pending !== null}
        title={t.confirmTitle}
        confirmLabel={t.delete}
        cancelLabel={t.cancel}
        tone="danger"
        onConfirm={confirmDelete}
        onCancel={() => setPending(null)}
      >
        {pending ? t.confirmBody(t.brands[pending.brand], pending.last4) : null}
      </Dialog>
    </section>
  );
}
