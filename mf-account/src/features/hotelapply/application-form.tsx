import { useEffect, useRef, useState, type ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { APPLICATION_REDIRECT_MS } from 'shared-contracts/hotel-application';
import type { HotelApplicationRequest } from 'shared-contracts/schemas/support';
import { Button, Dialog } from 'ui-kit';
import { Form, FormAlert, Hint } from 'ui-kit/forms';
import { AddressSection } from './application-address-section';
import { useDraftSaver } from './application-draft';
import { fieldKit } from './application-field-kit';
import {
  duplicateRoom,
  formProblems,
  newRoom,
  ROOM_TYPE_LIMIT,
  submitFailure,
  toPayload,
  type ApplicationForm,
  type RoomForm,
} from './application-form.model';
import { applicationFormSchema } from './application-form.schema';
import { Actions, Callout, DraftBar, LiveRegion, Section } from './application-form.styles';
import { AmenitiesSection, BusinessSection, CommentSection, CoverSection, HotelSection } from './application-sections';
import { hotelapplyMessages as t } from './hotelapply.messages';
import { roomFieldId, RoomTypeFields } from './room-type-fields';

export const MINE_PATH = '/hotelapply/mine';

export interface ApplicationFormTexts {
  submit: string;
  confirmTitle: string;
  confirmBody: string;
  confirm: string;
  submitted: string;
}

export interface ApplicationFormViewProps {
  initial: ApplicationForm;
  /** The form came from a saved draft: say so, with a way to start over. */
  restored: boolean;
  /** Where the draft is kept (null: not kept). */
  draftKey: string | null;
  /** For an edit: the application's updatedAt the draft belongs to. */
  draftBase?: string | null;
  /** What 처음부터 다시 작성 resets to. */
  blank: () => ApplicationForm;
  texts: ApplicationFormTexts;
  /** Sends the body; rejects with the API error. */
  send: (body: HotelApplicationRequest) => Promise<unknown>;
  /** A new application empties the form once sent (§4); an edit just leaves. */
  clearOnSuccess: boolean;
  /** Shown above the first section (e.g. the reviewer's request). */
  lead?: ReactNode;
}

const controlId = (field: string) => (field.startsWith('room-') ? field : `ha-${field}`);

/**
 * The listing application form (§2, §3, §5): every field, the rules checked in the order the form shows them once
 * the member has tried to send it (then live, as each is fixed), the confirm dialog (review takes 2–3 days), the §8
 * failures, and on success a note and the way to the member's applications after ~1.2 s. The draft is kept in this
 * browser while it is typed.
 */
export function ApplicationFormView({
  initial,
  restored,
  draftKey,
  draftBase = null,
  blank,
  texts,
  send,
  clearOnSuccess,
  lead,
}: ApplicationFormViewProps) {
  const navigate = useNavigate();
  // The values live in react-hook-form; its resolver runs the shared rules on submit, and once the member has tried
  // to send, the problems are worked out again on every change (so each goes the moment it is fixed).
  const methods = useForm<ApplicationForm>({ defaultValues: initial, resolver: zodResolver(applicationFormSchema), shouldFocusError: false });
  const form = useWatch({ control: methods.control }) as ApplicationForm;
  const { isSubmitted } = methods.formState;
  const [dirty, setDirty] = useState(false);
  const [showRestored, setShowRestored] = useState(restored);
  const [confirming, setConfirming] = useState(false);
  const [resetting, setResetting] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const leaveTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pendingFocus = useRef<string | null>(null);
  const draft = useDraftSaver(draftKey, form, dirty, draftBase);

  useEffect(() => () => clearTimeout(leaveTimer.current), []);
  useEffect(() => {
    if (!pendingFocus.current) return;
    document.getElementById(pendingFocus.current)?.focus();
    pendingFocus.current = null;
  });

  const problems = isSubmitted ? formProblems(form) : [];
  const problemOf = (field: string) => problems.find((p) => p.field === field)?.inline;
  const locked = sending || done !== null;

  const changed = () => {
    setDirty(true);
    setFailure(null);
  };
  const update = (change: Partial<ApplicationForm>) => {
    for (const [key, value] of Object.entries(change) as [keyof ApplicationForm, ApplicationForm[keyof ApplicationForm]][]) {
      methods.setValue(key, value, { shouldDirty: true });
    }
    changed();
  };
  const updateRooms = (next: (rooms: RoomForm[]) => RoomForm[]) => {
    methods.setValue('rooms', next(methods.getValues('rooms')), { shouldDirty: true });
    changed();
  };

  const leaveSoon = () => {
    clearTimeout(leaveTimer.current);
    leaveTimer.current = setTimeout(() => void navigate(MINE_PATH), APPLICATION_REDIRECT_MS);
  };

  const submit = methods.handleSubmit(
    () => {
      if (locked) return;
      setFailure(null);
      setConfirming(true);
    },
    () => {
      setFailure(null);
      const [first] = formProblems(methods.getValues());
      if (first) document.getElementById(controlId(first.field))?.focus();
    },
  );

  const confirm = async () => {
    setSending(true);
    try {
      await send(toPayload(methods.getValues()));
      draft.clear();
      setDirty(false);
      // A new application empties the form (and forgets it was tried); an edit keeps what was sent.
      if (clearOnSuccess) methods.reset(blank());
      setShowRestored(false);
      setConfirming(false);
      setDone(texts.submitted);
      leaveSoon();
    } catch (error) {
      const found = submitFailure(error);
      setConfirming(false);
      setFailure(found.message);
      // §8: 'already received … 기존 신청으로 이동합니다' — the member goes to their applications.
      if (found.kind === 'pending') leaveSoon();
    } finally {
      setSending(false);
    }
  };

  const startOver = () => {
    draft.clear();
    methods.reset(blank());
    setDirty(false);
    setFailure(null);
    setShowRestored(false);
    setResetting(false);
    pendingFocus.current = 'ha-ownerName';
  };

  const kit = fieldKit(form, update, problemOf);

  const addRoom = () => {
    if (form.rooms.length >= ROOM_TYPE_LIMIT) return;
    const room = newRoom(form.rooms);
    updateRooms((rooms) => [...rooms, room]);
    setAnnouncement(t.rooms.added(form.rooms.length + 1));
    pendingFocus.current = roomFieldId(room, 'typeCode');
  };
  const duplicate = (index: number) => {
    if (form.rooms.length >= ROOM_TYPE_LIMIT) return;
    const copy = duplicateRoom(form.rooms[index]!, form.rooms);
    updateRooms((rooms) => [...rooms.slice(0, index + 1), copy, ...rooms.slice(index + 1)]);
    setAnnouncement(t.rooms.added(index + 2));
    pendingFocus.current = roomFieldId(copy, 'typeCode');
  };
  const remove = (index: number) => {
    if (form.rooms.length <= 1) return;
    const neighbour = form.rooms[index === 0 ? 1 : index - 1]!;
    updateRooms((rooms) => rooms.filter((_, i) => i !== index));
    setAnnouncement(t.rooms.removed(index + 1));
    pendingFocus.current = roomFieldId(neighbour, 'typeCode');
  };
  const roomProblems = (room: RoomForm) =>
    Object.fromEntries(
      problems.filter((p) => p.field.startsWith(`room-${room.key}-`)).map((p) => [p.field.slice(`room-${room.key}-`.length), p.inline]),
    );

  const formAlert = failure ?? problems[0]?.message ?? null;

  return (
    <>
      <Form noValidate onSubmit={(event) => void submit(event)} aria-label={t.title}>
        {showRestored || draftKey ? (
          <DraftBar>
            <p role="status">{showRestored ? t.draft.restored : t.draft.saved}</p>
            {showRestored || dirty ? (
              <Button size="sm" variant="ghost" onClick={() => setResetting(true)} disabled={locked}>
                {t.draft.reset}
              </Button>
            ) : null}
          </DraftBar>
        ) : null}
        {lead}

        <BusinessSection kit={kit} />
        <HotelSection kit={kit} />
        <AddressSection kit={kit} disabled={locked} />
        <CoverSection kit={kit} />
        <AmenitiesSection kit={kit} />

        <Section aria-labelledby="ha-roomsJson">
          <h2 id="ha-roomsJson" tabIndex={-1}>
            {t.sections.rooms}
          </h2>
          {form.rooms.map((room, index) => (
            <RoomTypeFields
              key={room.key}
              room={room}
              index={index}
              count={form.rooms.length}
              disabled={locked}
              problems={roomProblems(room)}
              onChange={(change) => updateRooms((rooms) => rooms.map((r) => (r.key === room.key ? { ...r, ...change } : r)))}
              onDuplicate={() => duplicate(index)}
              onRemove={() => remove(index)}
            />
          ))}
          {kit.errorOf('roomsJson')}
          <div>
            <Button variant="secondary" onClick={addRoom} disabled={locked || form.rooms.length >= ROOM_TYPE_LIMIT} aria-describedby="ha-rooms-hint">
              + {t.rooms.add}
            </Button>
          </div>
          <Hint id="ha-rooms-hint">{form.rooms.length >= ROOM_TYPE_LIMIT ? t.rooms.limit(ROOM_TYPE_LIMIT) : t.rooms.atLeastOne}</Hint>
        </Section>

        <CommentSection kit={kit} />

        {formAlert ? <FormAlert>{formAlert}</FormAlert> : null}
        {done ? (
          <Callout $tone="success" role="status">
            <p>{done}</p>
          </Callout>
        ) : null}
        <Actions>
          <Button type="submit" size="lg" loading={sending} disabled={done !== null}>
            {texts.submit}
          </Button>
        </Actions>
        <LiveRegion role="status">{announcement}</LiveRegion>
      </Form>
      <Dialog
        open={confirming}
        title={texts.confirmTitle}
        confirmLabel={texts.confirm}
        cancelLabel={t.cancel}
        confirmLoading={sending}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(false)}
      >
        {texts.confirmBody}
      </Dialog>
      <Dialog
        open={resetting}
        title={t.draft.resetTitle}
        confirmLabel={t.draft.resetConfirm}
        cancelLabel={t.cancel}
        tone="danger"
        onConfirm={startOver}
        onCancel={() => setResetting(false)}
      >
        {t.draft.resetBody}
      </Dialog>
    </>
  );
}
