import { useState } from 'react';
import type { AdminUserDetail } from 'shared-contracts/schemas/admin';
import { Button, useToast } from 'ui-kit';
import { RowActions } from 'ui-kit/back-office';
import { NoteDialog } from '../people/note-dialog';
import { useAdminChangeUserRoleMutation, useAdminLockUserMutation, useAdminUnlockUserMutation } from './users.api';
import { USER_ROLE_LABELS, usersMessages as t } from './users.messages';

type Step = 'lock' | 'unlock' | 'role';

/** Administrators and withdrawn accounts are neither locked nor given another role (the server answers 409). */
export const canManage = (user: Pick<AdminUserDetail, 'role' | 'state'>) => user.role !== 'ROLE_ADMIN' && user.state !== 'WITHDRAWN';

/** 잠금 (reason required), 잠금 해제 (memo optional) and 권한 변경 (member ↔ owner), each confirmed in a dialog. */
export function UserActions({ user, onConflict }: { user: AdminUserDetail; onConflict: () => void }) {
  const [step, setStep] = useState<Step | null>(null);
  const [lock] = useAdminLockUserMutation();
  const [unlock] = useAdminUnlockUserMutation();
  const [changeRole] = useAdminChangeUserRoleMutation();
  const toast = useToast();
  const target = user.role === 'ROLE_OWNER' ? 'ROLE_USER' : 'ROLE_OWNER';
  const locked = user.lockedAt !== null;

  if (!canManage(user)) return <p style={{ margin: 0 }}>{t.notChangeable}</p>;

  const dialog = () => {
    const common = { onClose: () => setStep(null), onConflict };
    if (step === 'lock')
      return (
        <NoteDialog
          {...common}
          title={t.lockTitle}
          body={<p style={{ margin: 0 }}>{t.lockBody}</p>}
          actionLabel={t.lock}
          note="reason"
          danger
          onConfirm={async (reason) => {
            await lock({ id: user.id, reason: reason ?? '' }).unwrap();
            toast.success(t.locked);
          }}
        />
      );
    if (step === 'unlock')
      return (
        <NoteDialog
          {...common}
          title={t.unlockTitle}
          body={<p style={{ margin: 0 }}>{t.unlockBody}</p>}
          actionLabel={t.unlock}
          note="memo"
          onConfirm={async (memo) => {
            await unlock({ id: user.id, memo }).unwrap();
            toast.success(t.unlocked);
          }}
        />
      );
    if (step === 'role')
      return (
        <NoteDialog
          {...common}
          title={t.roleTitle}
          body={<p style={{ margin: 0 }}>{t.roleBody(USER_ROLE_LABELS[user.role], USER_ROLE_LABELS[target])}</p>}
          actionLabel={t.roleTo(USER_ROLE_LABELS[target])}
          note="none"
          onConfirm={async () => {
            await changeRole({ id: user.id, role: target }).unwrap();
            toast.success(t.roleChanged(USER_ROLE_LABELS[target]));
          }}
        />
      );
    return null;
  };

  return (
    <>
      <RowActions role="group" aria-label={t.actionsLabel}>
        {locked ? (
          <Button variant="secondary" onClick={() => setStep('unlock')}>
            {t.unlock}
          </Button>
        ) : (
          <Button variant="danger" onClick={() => setStep('lock')}>
            {t.lock}
          </Button>
        )}
        <Button variant="secondary" onClick={() => setStep('role')}>
          {t.changeRole}
        </Button>
      </RowActions>
      {dialog()}
    </>
  );
}
