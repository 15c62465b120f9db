import { useState } from 'react';
import { getErrorMessage } from 'shared-contracts';
import { Dialog, formatWon, useToast } from 'ui-kit';
import { FormAlert } from 'ui-kit/forms';
import { useAdminSettleWeekMutation } from './settlements.api';
import { settlementsMessages as t } from './settlements.messages';

export interface SettleWeekDialogProps {
  weekStart: string;
  weekEnd: string;
  /** The week's PENDING statements and their net, as the list answered them. */
  pending: { statements: number; netAmount: number };
  onClose: () => void;
}

/**
 * Confirms 이 주 전체 정산: every PENDING statement of the closed week in one request (one transaction on the server).
 * A refusal (409: settled meanwhile, nothing left) is said in the dialog; the list reloads either way.
 */
export function SettleWeekDialog({ weekStart, weekEnd, pending, onClose }: SettleWeekDialogProps) {
  const [settleWeek, { isLoading }] = useAdminSettleWeekMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const toast = useToast();

  const confirm = async () => {
    setFailure(null);
    try {
      const settled = await settleWeek(weekStart).unwrap();
      toast.success(t.settleWeekDone(settled.settledCount, formatWon(settled.netAmount)));
      onClose();
    } catch (error) {
      setFailure(getErrorMessage(error, t.settleFailed));
    }
  };

  return (
    <Dialog
      open
      title={t.settleWeekTitle}
      confirmLabel={t.settleWeekConfirm}
      cancelLabel={t.cancel}
      confirmLoading={isLoading}
      confirmDisabled={failure !== null}
      onConfirm={() => void confirm()}
      onCancel={() => {
        if (!isLoading) onClose();
      }}
    >
      {t.settleWeekBody(weekStart, weekEnd, pending.statements, formatWon(pending.netAmount))}
      {failure ? <FormAlert>{failure}</FormAlert> : null}
    </Dialog>
  );
}
