import styled from 'styled-components';
import { Button, Modal } from 'ui-kit';
import { authMessages, CONSENT_TEXT } from '../auth/auth.messages';

interface ConsentModalProps {
  open: boolean;
  onClose: () => void;
  onAgree: () => void;
}

/** The personal-data consent text; agreeing from here ticks the form's checkbox. */
export function ConsentModal({ open, onClose, onAgree }: ConsentModalProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={authMessages.signup.consentTitle}
      footer={
        <>
          <Button type="button" variant="secondary" onClick={onClose}>
            {authMessages.signup.consentClose}
          </Button>
          <Button type="button" onClick={onAgree}>
            {authMessages.signup.consentAgree}
          </Button>
        </>
      }
    >
      <List>
        {CONSENT_TEXT.map(({ heading, body }) => (
          <div key={heading}>
            <dt>{heading}</dt>
            <dd>{body}</dd>
          </div>
        ))}
      </List>
    </Modal>
  );
}

const List = styled.dl`
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
  word-break: keep-all;

  & dt {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  & dd {
    margin: ${({ theme }) => theme.spacing.xxs} 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
