import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { Button, Modal, useToast } from 'ui-kit';
import { DisabledHint } from './disabled-hint';
import { REVIEW_COMMENT_MAX, REVIEW_PHOTO_EXTENSIONS, REVIEW_RATING_MAX } from './review.constants';
import { photoError, submitBlocker } from './review-form.rules';
import { useHotelReviewsCreateMutation } from './reviews.api';
import { Field } from './review-fields.styles';
import { reviewsMessages } from './reviews.messages';
import { serverMessage } from '../hotel-detail/server-message';

interface ReviewFormModalProps {
  open: boolean;
  onClose: () => void;
  hotelId: number;
  bookingId: number | null;
}

const ratingValues = Array.from({ length: REVIEW_RATING_MAX }, (_, index) => index + 1);
const acceptedTypes = REVIEW_PHOTO_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/** A local address for showing the chosen photo before it is sent; released when it changes. */
function usePhotoPreview(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      setUrl(null);
      return undefined;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}

/** The write-review modal: rating 1–5 required, optional comment and one photo; resets when opened. */
export function ReviewFormModal({ open, onClose, hotelId, bookingId }: ReviewFormModalProps) {
  const t = reviewsMessages.form;
  const toast = useToast();
  const [create, { isLoading }] = useHotelReviewsCreateMutation();
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoProblem, setPhotoProblem] = useState<string | null>(null);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const ids = useId();
  const previewUrl = usePhotoPreview(photo);

  useEffect(() => {
    if (!open) return;
    setRating(0);
    setComment('');
    setPhoto(null);
    setPhotoProblem(null);
    setSubmitError(null);
  }, [open]);

  const blocker = submitBlocker({ rating, bookingId });

  function onPhotoChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0] ?? null;
    if (!file) return;
    const problem = photoError(file);
    setPhotoProblem(problem);
    setPhoto(problem ? null : file);
    if (problem) event.target.value = '';
  }

  function clearPhoto() {
    setPhoto(null);
    setPhotoProblem(null);
    if (fileRef.current) fileRef.current.value = '';
  }

  async function submit() {
    if (blocker || bookingId === null || isLoading) return;
    setSubmitError(null);
    try {
      await create({ hotelId, bookingId, rating, comment: comment.trim(), photo }).unwrap();
      toast.success(t.success);
      onClose();
    } catch (error) {
      setSubmitError(serverMessage(error, t.failed));
    }
  }

  return (
    <Modal
      open={open}
      onClose={() => {
        if (!isLoading) onClose();
      }}
      title={t.title}
      closeOnBackdrop={false}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={isLoading}>
            {t.cancel}
          </Button>
          <DisabledHint hint={blocker}>
            {(describedBy) => (
              <Button onClick={() => void submit()} disabled={blocker !== null} loading={isLoading} aria-describedby={describedBy}>
                {t.submit}
              </Button>
            )}
          </DisabledHint>
        </>
      }
    >
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Fieldset>
          <legend>{t.rating}</legend>
          <Stars>
            {ratingValues.map((value) => (
              <StarLabel key={value} $on={value <= rating}>
                <input
                  type="radio"
                  name={`${ids}-rating`}
                  value={value}
                  checked={rating === value}
                  onChange={() => setRating(value)}
                  aria-label={t.ratingOption(value)}
                />
                <span aria-hidden="true">★</span>
              </StarLabel>
            ))}
          </Stars>
        </Fieldset>

        <Field>
          <label htmlFor={`${ids}-comment`}>{t.comment}</label>
          <textarea
            id={`${ids}-comment`}
            value={comment}
            maxLength={REVIEW_COMMENT_MAX}
            rows={5}
            placeholder={t.commentPlaceholder}
            onChange={(event) => setComment(event.target.value)}
          />
          <Count aria-live="polite">{t.commentCount(comment.length, REVIEW_COMMENT_MAX)}</Count>
        </Field>

        <Field>
          <label htmlFor={`${ids}-photo`}>{t.photo}</label>
          <input
            ref={fileRef}
            id={`${ids}-photo`}
            type="file"
            accept={acceptedTypes}
            aria-describedby={`${ids}-photo-hint`}
            aria-invalid={photoProblem ? true : undefined}
            onChange={onPhotoChange}
          />
          <Hint id={`${ids}-photo-hint`}>{t.photoHint}</Hint>
          {photo ? (
            <Chosen>
              {previewUrl ? <Preview src={previewUrl} alt="" /> : null}
              <span>{photo.name}</span>
              <Button size="sm" variant="ghost" onClick={clearPhoto}>
                {t.removePhoto}
              </Button>
            </Chosen>
          ) : null}
          {photoProblem ? <ErrorText role="alert">{photoProblem}</ErrorText> : null}
        </Field>

        {submitError ? <ErrorText role="alert">{submitError}</ErrorText> : null}
      </Form>
    </Modal>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.lg};
`;

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: none;

  legend {
    margin-bottom: ${({ theme }) => theme.spacing.xs};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const Stars = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing.xs};
`;

const StarLabel = styled.label<{ $on: boolean }>`
  position: relative;
  color: ${({ theme, $on }) => ($on ? theme.colors.star : theme.colors.border)};
  font-size: 32px;
  line-height: 1;
  cursor: pointer;

  input {
    position: absolute;
    opacity: 0;
    width: 100%;
    height: 100%;
    margin: 0;
    cursor: pointer;
  }

  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

const Count = styled.span`
  align-self: flex-end;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const Hint = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const Chosen = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Preview = styled.img`
  width: 64px;
  height: 48px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.sm};
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
