import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { Button, Modal, useToast } from 'ui-kit';
import { Field, Fieldset, Form, FormAlert, Legend, TextArea, countId, errorId, hintId } from 'ui-kit/forms';
import { DisabledHint } from './disabled-hint';
import { REVIEW_COMMENT_MAX, REVIEW_PHOTO_EXTENSIONS, REVIEW_RATING_MAX } from './review.constants';
import { submitBlocker } from './review-form.rules';
import { REVIEW_FORM_DEFAULTS, ratingOf, reviewFormSchema, type ReviewFormValues } from './review-form.schema';
import { useHotelReviewsCreateMutation } from './reviews.api';
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

/**
 * The write-review modal: rating 1–5 required, optional comment and one photo (review-form.schema); resets when
 * opened. The submit button stays disabled, its tooltip saying why, until there is a booking and a rating; a refused
 * photo is said at the photo as soon as it is chosen, and keeps the review from being sent until it is replaced or
 * taken out.
 */
export function ReviewFormModal({ open, onClose, hotelId, bookingId }: ReviewFormModalProps) {
  const t = reviewsMessages.form;
  const toast = useToast();
  const [create, { isLoading }] = useHotelReviewsCreateMutation();
  const fileRef = useRef<HTMLInputElement>(null);
  const ids = useId();
  const schema = useMemo(() => reviewFormSchema(bookingId), [bookingId]);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setValue,
    setError,
    formState: { errors },
  } = useForm<ReviewFormValues>({ defaultValues: REVIEW_FORM_DEFAULTS, resolver: zodResolver(schema, undefined, { mode: 'sync' }) });
  const [rating, comment, photo] = useWatch({ control, name: ['rating', 'comment', 'photo'] });
  const photoProblem = errors.photo?.message;
  const previewUrl = usePhotoPreview(photo && !photoProblem ? photo : null);

  useEffect(() => {
    if (open) reset(REVIEW_FORM_DEFAULTS);
  }, [open, reset]);

  const blocker = submitBlocker({ rating: ratingOf(rating), bookingId });

  function onPhotoChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0] ?? null;
    if (file) setValue('photo', file, { shouldDirty: true, shouldValidate: true });
  }

  function clearPhoto() {
    setValue('photo', null, { shouldDirty: true, shouldValidate: true });
    if (fileRef.current) fileRef.current.value = '';
  }

  const submit = handleSubmit(
    async (values) => {
      if (bookingId === null || isLoading) return;
      try {
        await create({ hotelId, bookingId, rating: ratingOf(values.rating), comment: values.comment.trim(), photo: values.photo }).unwrap();
        toast.success(t.success);
        onClose();
      } catch (error) {
        setError('root.server', { message: serverMessage(error, t.failed) });
      }
    },
    (invalid) => {
      if (invalid.photo) fileRef.current?.focus();
    },
  );

  const commentId = `${ids}-comment`;
  const photoId = `${ids}-photo`;

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
              <Button type="submit" form={`${ids}-form`} disabled={blocker !== null} loading={isLoading} aria-describedby={describedBy}>
                {t.submit}
              </Button>
            )}
          </DisabledHint>
        </>
      }
    >
      <Form id={`${ids}-form`} noValidate onSubmit={(event) => void submit(event)}>
        <Fieldset>
          <Legend>{t.rating}</Legend>
          <Stars>
            {ratingValues.map((value) => (
              <StarLabel key={value} $on={value <= ratingOf(rating)}>
                <input type="radio" value={String(value)} aria-label={t.ratingOption(value)} {...register('rating')} />
                <span aria-hidden="true">★</span>
              </StarLabel>
            ))}
          </Stars>
        </Fieldset>

        <Field id={commentId} label={t.comment} count={{ length: comment.length, max: REVIEW_COMMENT_MAX }}>
          <TextArea
            id={commentId}
            maxLength={REVIEW_COMMENT_MAX}
            rows={5}
            placeholder={t.commentPlaceholder}
            aria-describedby={countId(commentId)}
            {...register('comment')}
          />
        </Field>

        <Field id={photoId} label={t.photo} hint={t.photoHint} error={photoProblem} announceError>
          <input
            ref={fileRef}
            id={photoId}
            type="file"
            accept={acceptedTypes}
            aria-describedby={[hintId(photoId), photoProblem ? errorId(photoId) : null].filter(Boolean).join(' ')}
            aria-invalid={photoProblem ? true : undefined}
            onChange={onPhotoChange}
          />
          {photo ? (
            <Chosen>
              {previewUrl ? <Preview src={previewUrl} alt="" /> : null}
              <span>{photo.name}</span>
              <Button size="sm" variant="ghost" onClick={clearPhoto}>
                {t.removePhoto}
              </Button>
            </Chosen>
          ) : null}
        </Field>

        {errors.root?.server?.message ? <FormAlert>{errors.root.server.message}</FormAlert> : null}
      </Form>
    </Modal>
  );
}

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
