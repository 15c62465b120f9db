import { useId, useState } from 'react';
import styled from 'styled-components';
import { getErrorMessage } from 'shared-contracts';
import type { OwnerReview } from 'shared-contracts/schemas/owner';
import { Button, EmptyState, formatDateTime, Pagination, useToast } from 'ui-kit';
import { Badge, Card, ErrorState, LoadingState, PageHeader, Toolbar, Total, useListParams } from 'ui-kit/back-office';
import { FormAlert, Select, TextArea } from 'ui-kit/forms';
import { useOwnerHotel } from '../../frame/owner-frame';
import { OWNER_REPLY_MAX_LENGTH, useOwnerReplyMutation, useOwnerReviewsQuery } from './reviews.api';
import { reviewsMessages as t } from './reviews.messages';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.article`
  padding-bottom: ${({ theme }) => theme.spacing.lg};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  header {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.spacing.sm};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  .stars {
    color: ${({ theme }) => theme.colors.warning};
    letter-spacing: 1px;
  }
  .meta {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  p.comment {
    margin: ${({ theme }) => theme.spacing.sm} 0;
    white-space: pre-line;
  }
`;

const Reply = styled.div`
  margin-top: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.md};
  border-left: 3px solid ${({ theme }) => theme.colors.brand};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};

  h3 {
    margin: 0 0 ${({ theme }) => theme.spacing.xs};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  p {
    margin: 0;
    white-space: pre-line;
  }
  small {
    display: block;
    margin-top: ${({ theme }) => theme.spacing.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Editor = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  margin-top: ${({ theme }) => theme.spacing.sm};

  div {
    display: flex;
    gap: ${({ theme }) => theme.spacing.sm};
    justify-content: flex-end;
  }
  .count {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    text-align: right;
  }
`;

function ReviewItem({ hotelId, review }: { hotelId: number; review: OwnerReview }) {
  const id = useId();
  const toast = useToast();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(review.reply?.content ?? '');
  const [error, setError] = useState<string | null>(null);
  const [save, { isLoading }] = useOwnerReplyMutation();

  const submit = async () => {
    const content = text.trim();
    if (!content) return setError(t.required);
    if ([...content].length > OWNER_REPLY_MAX_LENGTH) return setError(t.tooLong);
    setError(null);
    try {
      await save({ hotelId, reviewId: review.id, content }).unwrap();
      toast.success(t.saved);
      setEditing(false);
    } catch (failure) {
      setError(t.saveFailed(getErrorMessage(failure)));
    }
  };

  return (
    <Item aria-labelledby={`${id}-who`}>
      <header>
        <h2 id={`${id}-who`}>{review.reviewerName}</h2>
        <span className="stars" role="img" aria-label={t.ratingLabel(review.rating)}>
          {'★'.repeat(review.rating)}
          {'☆'.repeat(5 - review.rating)}
        </span>
        <span className="meta">
          {formatDateTime(review.createdAt)}
          {review.roomTypeName ? ` · ${review.roomTypeName}` : ''}
        </span>
        {review.visible ? null : <Badge $tone="warning">{t.hidden}</Badge>}
      </header>
      <p className="comment">{review.comment || t.noComment}</p>
      {review.reply && !editing ? (
        <Reply>
          <h3>{t.replyLabel}</h3>
          <p>{review.reply.content}</p>
          <small>{t.version(review.reply.version, formatDateTime(review.reply.updatedAt))}</small>
        </Reply>
      ) : null}
      {editing ? (
        <Editor
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          {error ? <FormAlert>{error}</FormAlert> : null}
          <TextArea
            aria-label={t.replyField(review.reviewerName)}
            rows={4}
            value={text}
            maxLength={OWNER_REPLY_MAX_LENGTH}
            aria-invalid={error ? true : undefined}
            onChange={(event) => setText(event.target.value)}
          />
          <span className="count" aria-hidden="true">
            {[...text].length} / {OWNER_REPLY_MAX_LENGTH}
          </span>
          <div>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => {
                setEditing(false);
                setError(null);
                setText(review.reply?.content ?? '');
              }}
            >
              {t.cancel}
            </Button>
            <Button type="submit" size="sm" loading={isLoading}>
              {t.save}
            </Button>
          </div>
        </Editor>
      ) : (
        <Button
          size="sm"
          variant="secondary"
          onClick={() => setEditing(true)}
          aria-label={`${review.reviewerName} ${review.reply ? t.editReply : t.reply}`}
        >
          {review.reply ? t.editReply : t.reply}
        </Button>
      )}
    </Item>
  );
}

/** /owner/hotels/:hotelId/reviews: the hotel's reviews (rating and reply filters, paging) with one editable reply each. */
export function ReviewsPage() {
  const hotel = useOwnerHotel();
  const { page, values, update, setPage } = useListParams(['rating', 'replied'] as const);
  const rating = /^[1-5]$/.test(values.rating) ? Number(values.rating) : undefined;
  const replied = values.replied === 'true' || values.replied === 'false' ? values.replied : undefined;
  const { data, isLoading, isError, isFetching, error, refetch } = useOwnerReviewsQuery({ hotelId: hotel.id, page, rating, replied });

  const body = () => {
    if (isLoading) return <LoadingState label={t.loading} />;
    if (isError || !data)
      return <ErrorState title={t.failed} detail={getErrorMessage(error, '')} onRetry={() => void refetch()} retrying={isFetching} />;
    if (data.totalElements === 0) return <EmptyState title={t.empty} />;
    return (
      <>
        <Total>{t.total(data.totalElements)}</Total>
        <List aria-label={t.listLabel} aria-busy={isFetching || undefined}>
          {data.content.map((review) => (
            <li key={review.id}>
              <ReviewItem key={`${review.id}:${review.reply?.version ?? 0}`} hotelId={hotel.id} review={review} />
            </li>
          ))}
        </List>
        {data.totalPages > 1 ? <Pagination page={page} totalPages={data.totalPages} onChange={setPage} label={t.pages} /> : null}
      </>
    );
  };

  return (
    <>
      <PageHeader title={t.title} description={t.description} />
      <Card aria-label={t.listLabel}>
        <Toolbar>
          <label>
            {t.rating}
            <Select value={values.rating} onChange={(event) => update({ rating: event.target.value })}>
              <option value="">{t.ratingAll}</option>
              {[5, 4, 3, 2, 1].map((n) => (
                <option key={n} value={n}>
                  {t.stars(n)}
                </option>
              ))}
            </Select>
          </label>
          <label>
            {t.replied}
            <Select value={values.replied} onChange={(event) => update({ replied: event.target.value })}>
              <option value="">{t.repliedAll}</option>
              <option value="true">{t.repliedYes}</option>
              <option value="false">{t.repliedNo}</option>
            </Select>
          </label>
        </Toolbar>
        {body()}
      </Card>
    </>
  );
}
