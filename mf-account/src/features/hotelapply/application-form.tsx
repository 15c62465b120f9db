import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { REGIONS } from 'shared-contracts';
import {
  APPLICATION_AMENITIES,
  APPLICATION_COVER_TEMPLATES,
  APPLICATION_LIMITS,
  APPLICATION_REDIRECT_MS,
  applicationCoverTemplateUrl,
  formatBusinessNo,
  formatContactPhone,
} from 'shared-contracts/hotel-application';
import type { HotelApplicationRequest } from 'shared-contracts/schemas';
import { Button, Dialog } from 'ui-kit';
import { Field, Fieldset, Form, FormError, Hint, Input, Label, Legend, Note, Select } from '../auth/form-parts';
import { useDraftSaver } from './application-draft';
import {
  duplicateRoom,
  formProblems,
  newRoom,
  regionOfAddress,
  ROOM_TYPE_LIMIT,
  submitFailure,
  toPayload,
  type ApplicationForm,
  type CoverType,
  type RoomForm,
} from './application-form.model';
import { Actions, Callout, Choice, Choices, DraftBar, Grid, LiveRegion, Required, Section, TemplateChoice, TextArea } from './application-form.styles';
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

const COVER_TYPES: CoverType[] = ['NONE', 'TEMPLATE', 'UPLOADED'];
const controlId = (field: string) => (field.startsWith('room-') ? field : `ha-${field}`);

/**
 * The listing application form (§2, §3, §5): every field, the rules checked in the order the form shows them once
 * the member has tried to send it (then live, as each is fixed), the confirm dialog (review takes 2–3 days), the §8
 * failures, and on success a note and the way to the member's applications after ~1.2 s. The draft is kept in this
 * browser while it is typed.
 */
export function ApplicationFormView({ initial, restored, draftKey, draftBase = null, blank, texts, send, clearOnSuccess, lead }: ApplicationFormViewProps) {
  const navigate = useNavigate();
  const [form, setForm] = useState(initial);
  const [dirty, setDirty] = useState(false);
  const [showRestored, setShowRestored] = useState(restored);
  const [checked, setChecked] = useState(false);
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

  const problems = checked ? formProblems(form) : [];
  const problemOf = (field: string) => problems.find((p) => p.field === field)?.inline;
  const locked = sending || done !== null;

  const update = (change: Partial<ApplicationForm>) => {
    setForm((current) => ({ ...current, ...change }));
    setDirty(true);
    setFailure(null);
  };
  const updateRooms = (next: (rooms: RoomForm[]) => RoomForm[]) => {
    setForm((current) => ({ ...current, rooms: next(current.rooms) }));
    setDirty(true);
    setFailure(null);
  };

  const leaveSoon = () => {
    clearTimeout(leaveTimer.current);
    leaveTimer.current = setTimeout(() => void navigate(MINE_PATH), APPLICATION_REDIRECT_MS);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (locked) return;
    setChecked(true);
    setFailure(null);
    const [first] = formProblems(form);
    if (first) {
      document.getElementById(controlId(first.field))?.focus();
      return;
    }
    setConfirming(true);
  };

  const confirm = async () => {
    setSending(true);
    try {
      await send(toPayload(form));
      draft.clear();
      setDirty(false);
      if (clearOnSuccess) {
        setForm(blank());
        setChecked(false);
      }
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
    setForm(blank());
    setDirty(false);
    setChecked(false);
    setFailure(null);
    setShowRestored(false);
    setResetting(false);
    pendingFocus.current = 'ha-ownerName';
  };

  const describedBy = (field: string, hint?: boolean) =>
    [hint ? `ha-${field}-hint` : null, problemOf(field) ? `ha-${field}-error` : null].filter(Boolean).join(' ') || undefined;
  const control = (field: string, hint = false) => ({
    id: `ha-${field}`,
    'aria-invalid': problemOf(field) ? true : undefined,
    'aria-describedby': describedBy(field, hint),
  });
  const errorOf = (field: string) =>
    problemOf(field) ? (
      <Note id={`ha-${field}-error`} $tone="danger">
        {problemOf(field)}
      </Note>
    ) : null;
  const label = (field: string, text: string, required = false) => (
    <Label htmlFor={`ha-${field}`}>
      {text}
      {required ? <Required aria-hidden="true">{t.requiredMark}</Required> : null}
    </Label>
  );
  type TextKey = 'ownerName' | 'hotelName' | 'postcode' | 'address1' | 'address2';
  const textField = (field: TextKey, options: { required?: boolean; max?: number; hint?: string; extra?: Record<string, string>; wide?: boolean } = {}) => (
    <Field className={options.wide ? 'wide' : undefined}>
      {label(field, t.fields[field], options.required)}
      <Input
        {...control(field, Boolean(options.hint))}
        value={form[field]}
        maxLength={options.max}
        aria-required={options.required || undefined}
        onChange={(e) => update({ [field]: e.target.value })}
        {...options.extra}
      />
      {options.hint ? <Hint id={`ha-${field}-hint`}>{options.hint}</Hint> : null}
      {errorOf(field)}
    </Field>
  );

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
    Object.fromEntries(problems.filter((p) => p.field.startsWith(`room-${room.key}-`)).map((p) => [p.field.slice(`room-${room.key}-`.length), p.inline]));

  const toggleAmenity = (code: string, on: boolean) =>
    update({ amenities: APPLICATION_AMENITIES.map((a) => a.code).filter((c) => (c === code ? on : form.amenities.includes(c))) });

  const formAlert = failure ?? problems[0]?.message ?? null;

  return (
    <>
      <Form noValidate onSubmit={submit} aria-label={t.title}>
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

        <Section aria-labelledby="ha-business-title">
          <h2 id="ha-business-title">{t.sections.business}</h2>
          <Grid>
            {textField('ownerName', { required: true, max: APPLICATION_LIMITS.ownerName, extra: { autoComplete: 'name' } })}
            <Field>
              {label('businessNo', t.fields.businessNo, true)}
              <Input
                {...control('businessNo', true)}
                inputMode="numeric"
                placeholder={t.placeholders.businessNo}
                aria-required
                value={form.businessNo}
                onChange={(e) => update({ businessNo: formatBusinessNo(e.target.value) })}
              />
              <Hint id="ha-businessNo-hint">{t.businessHint}</Hint>
              {errorOf('businessNo')}
            </Field>
            <Field>
              {label('phone', t.fields.phone, true)}
              <Input
                {...control('phone', true)}
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                placeholder={t.placeholders.phone}
                aria-required
                value={form.phone}
                onChange={(e) => update({ phone: formatContactPhone(e.target.value) })}
              />
              <Hint id="ha-phone-hint">{t.phoneHint}</Hint>
              {errorOf('phone')}
            </Field>
          </Grid>
        </Section>

        <Section aria-labelledby="ha-hotel-title">
          <h2 id="ha-hotel-title">{t.sections.hotel}</h2>
          <Grid>
            {textField('hotelName', { required: true, max: APPLICATION_LIMITS.hotelName })}
            <Field>
              {label('gradeLevel', t.fields.gradeLevel, true)}
              <Select {...control('gradeLevel')} aria-required value={form.gradeLevel} onChange={(e) => update({ gradeLevel: e.target.value })}>
                <option value="">{t.gradeChoose}</option>
                {[1, 2, 3, 4, 5].map((n) => (
                  <option key={n} value={String(n)}>
                    {t.grade(n)}
                  </option>
                ))}
              </Select>
              {errorOf('gradeLevel')}
            </Field>
          </Grid>
        </Section>

        <Section aria-labelledby="ha-address-title">
          <h2 id="ha-address-title">{t.sections.address}</h2>
          <Hint id="ha-address-hint">{t.addressHint}</Hint>
          <Grid>
            {textField('postcode', { max: 5, extra: { inputMode: 'numeric', autoComplete: 'postal-code', placeholder: t.placeholders.postcode } })}
            <Field>
              {label('region', t.fields.region, true)}
              <Select {...control('region')} aria-required value={form.region} onChange={(e) => update({ region: e.target.value })}>
                <option value="">{t.regionChoose}</option>
                {REGIONS.map((region) => (
                  <option key={region.code} value={region.name}>
                    {region.name}
                  </option>
                ))}
              </Select>
              {errorOf('region')}
            </Field>
            <Field className="wide">
              {label('address1', t.fields.address1, true)}
              <Input
                {...control('address1')}
                aria-required
                autoComplete="address-line1"
                placeholder={t.placeholders.address1}
                maxLength={APPLICATION_LIMITS.address}
                value={form.address1}
                onChange={(e) => update({ address1: e.target.value })}
                onBlur={() => {
                  const region = regionOfAddress(form.address1);
                  if (!form.region && region) update({ region });
                }}
              />
              {errorOf('address1')}
            </Field>
            {textField('address2', { max: APPLICATION_LIMITS.address2, wide: true, extra: { autoComplete: 'address-line2' } })}
          </Grid>
        </Section>

        <Section aria-labelledby="ha-cover-title">
          <h2 id="ha-cover-title">{t.sections.cover}</h2>
          <Fieldset>
            <Legend>{t.cover.legend}</Legend>
            <Choices $columns={3}>
              {COVER_TYPES.map((type) => (
                <Choice key={type}>
                  <input type="radio" name="ha-cover-type" value={type} checked={form.coverImageType === type} onChange={() => update({ coverImageType: type })} />
                  {t.cover[type]}
                </Choice>
              ))}
            </Choices>
          </Fieldset>
          {form.coverImageType === 'TEMPLATE' ? (
            <Fieldset aria-describedby={problemOf('coverImageTemplate') ? 'ha-coverImageTemplate-error' : undefined}>
              <Legend>{t.cover.templates}</Legend>
              <Choices $columns={3}>
                {APPLICATION_COVER_TEMPLATES.map((template, i) => (
                  <TemplateChoice key={template}>
                    <img src={applicationCoverTemplateUrl(template)} alt="" loading="lazy" width={160} height={120} />
                    <span>
                      <input
                        id={i === 0 ? 'ha-coverImageTemplate' : undefined}
                        type="radio"
                        name="ha-cover-template"
                        value={template}
                        checked={form.coverImageTemplate === template}
                        aria-invalid={problemOf('coverImageTemplate') ? true : undefined}
                        onChange={() => update({ coverImageTemplate: template })}
                      />
                      {t.cover.template(i + 1)}
                    </span>
                  </TemplateChoice>
                ))}
              </Choices>
              {errorOf('coverImageTemplate')}
            </Fieldset>
          ) : null}
          {form.coverImageType === 'UPLOADED' ? (
            <Field>
              <Label htmlFor="ha-coverImageUrl">{t.fields.coverImageUrl}</Label>
              <Input
                {...control('coverImageUrl', true)}
                type="url"
                inputMode="url"
                placeholder={t.placeholders.coverImageUrl}
                maxLength={2000}
                value={form.coverImageUrl}
                onChange={(e) => update({ coverImageUrl: e.target.value })}
              />
              <Hint id="ha-coverImageUrl-hint">{t.cover.urlHint}</Hint>
              {errorOf('coverImageUrl')}
            </Field>
          ) : null}
        </Section>

        <Section aria-labelledby="ha-amenities-title">
          <h2 id="ha-amenities-title">{t.sections.amenities}</h2>
          <Fieldset aria-describedby={['ha-amenities-hint', problemOf('amenitiesCsv') ? 'ha-amenitiesCsv-error' : null].filter(Boolean).join(' ')}>
            <Legend>
              {t.amenitiesLegend} · {t.amenitiesCount(form.amenities.length)}
            </Legend>
            <Choices $columns={4}>
              {APPLICATION_AMENITIES.map((amenity, i) => (
                <Choice key={amenity.code}>
                  <input
                    id={i === 0 ? 'ha-amenitiesCsv' : undefined}
                    type="checkbox"
                    checked={form.amenities.includes(amenity.code)}
                    onChange={(e) => toggleAmenity(amenity.code, e.target.checked)}
                  />
                  {amenity.name}
                </Choice>
              ))}
            </Choices>
            <Hint id="ha-amenities-hint">{t.amenitiesHint}</Hint>
            {errorOf('amenitiesCsv')}
          </Fieldset>
        </Section>

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
          {errorOf('roomsJson')}
          <div>
            <Button variant="secondary" onClick={addRoom} disabled={locked || form.rooms.length >= ROOM_TYPE_LIMIT} aria-describedby="ha-rooms-hint">
              + {t.rooms.add}
            </Button>
          </div>
          <Hint id="ha-rooms-hint">{form.rooms.length >= ROOM_TYPE_LIMIT ? t.rooms.limit(ROOM_TYPE_LIMIT) : t.rooms.atLeastOne}</Hint>
        </Section>

        <Section aria-labelledby="ha-comment-title">
          <h2 id="ha-comment-title">{t.sections.comment}</h2>
          <Field>
            <Label htmlFor="ha-comment">{t.fields.comment}</Label>
            <TextArea {...control('comment')} rows={5} maxLength={APPLICATION_LIMITS.comment} value={form.comment} onChange={(e) => update({ comment: e.target.value })} />
            {errorOf('comment')}
          </Field>
        </Section>

        {formAlert ? <FormError role="alert">{formAlert}</FormError> : null}
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
