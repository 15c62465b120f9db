import styled from 'styled-components';
import type { InventoryRegisterResult } from 'shared-contracts/schemas/owner';
import { Button, Modal } from 'ui-kit';
import { inventoryMessages as t } from './inventory.messages';
import { UndoChangeButton } from './undo-change-button';

const Summary = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.lg}`};
  margin: 0;
  font-variant-numeric: tabular-nums;

  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    text-align: right;
  }
`;

const Undo = styled.div`
  margin-top: ${({ theme }) => theme.spacing.lg};
`;

interface Props {
  hotelId: number;
  result: InventoryRegisterResult;
  onClose: () => void;
}

/** The registration's answer (created, overwritten, skipped), with 되돌리기 while the change stands. */
export function RegisterResult({ hotelId, result, onClose }: Props) {
  return (
    <Modal open onClose={onClose} title={t.registered} footer={<Button onClick={onClose}>{t.close}</Button>}>
      <div role="status" aria-label={t.registered}>
        <Summary>
          {(['created', 'updated', 'skippedExisting', 'skippedOutOfRange'] as const).map((key) => (
            <div key={key} style={{ display: 'contents' }}>
              <dt>{t.summaryTerms[key]}</dt>
              <dd>{result[key].toLocaleString('ko-KR')}건</dd>
            </div>
          ))}
        </Summary>
      </div>
      {result.changeId ? (
        <Undo>
          <UndoChangeButton hotelId={hotelId} changeId={result.changeId} onUndone={onClose} />
        </Undo>
      ) : null}
    </Modal>
  );
}
