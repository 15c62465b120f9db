import { useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { ACCOUNT_MESSAGES as M, imageFileProblem, templatesOf, type UserImageKind } from 'shared-contracts/member-area';
import { Button } from 'ui-kit';
import { Note } from 'ui-kit/forms';
import { serverMessage } from '../../auth/server-message';
import { useAccountChooseTemplateMutation, useAccountUploadImageMutation } from './account.api';

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
  align-items: center;
  margin: ${({ theme }) => theme.spacing.sm} 0;
`;

const LABELS: Record<UserImageKind, string> = { profile: '프로필 사진', cover: '커버 이미지' };

/** Templates (T1–T3, C1–C3) or an upload (png/jpg/webp, 5 MB, never SVG) for the profile picture or the cover. */
export function PicturePicker({ kind, current }: { kind: UserImageKind; current: string | null }) {
  const [message, setMessage] = useState<{ text: string; tone: 'success' | 'danger' } | null>(null);
  const [choose, chooseState] = useAccountChooseTemplateMutation();
  const [upload, uploadState] = useAccountUploadImageMutation();
  const inputId = `account-${kind}-file`;

  const pick = async (template: string) => {
    try {
      await choose({ kind, template }).unwrap();
      setMessage({ text: M.imageSaved(kind), tone: 'success' });
    } catch (error) {
      setMessage({ text: serverMessage(error, M.templateFailed(kind)), tone: 'danger' });
    }
  };
  const send = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    const problem = imageFileProblem(file);
    if (problem || !file) return setMessage({ text: problem ?? M.fileMissing, tone: 'danger' });
    try {
      await upload({ kind, file }).unwrap();
      setMessage({ text: M.imageSaved(kind), tone: 'success' });
    } catch (error) {
      setMessage({ text: serverMessage(error, M.saveFailed), tone: 'danger' });
    }
  };

  return (
    <section aria-labelledby={`account-${kind}-title`}>
      <h3 id={`account-${kind}-title`}>{LABELS[kind]}</h3>
      <Choices role="group" aria-label={`${LABELS[kind]} 기본 이미지`}>
        {templatesOf(kind).map((template) => (
          <Button
            key={template}
            size="sm"
            variant={current === template ? 'primary' : 'secondary'}
            aria-pressed={current === template}
            onClick={() => void pick(template)}
            disabled={chooseState.isLoading}
          >
            기본 {template}
          </Button>
        ))}
        <label htmlFor={inputId}>
          <Button as="span" size="sm" variant="ghost" loading={uploadState.isLoading}>
            파일 올리기
          </Button>
        </label>
        <input
          id={inputId}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          onChange={(e) => void send(e)}
          aria-label={`${LABELS[kind]} 파일 올리기`}
          hidden
        />
      </Choices>
      <Note role="status" $tone={message?.tone ?? 'muted'}>
        {message?.text ?? ''}
      </Note>
    </section>
  );
}
