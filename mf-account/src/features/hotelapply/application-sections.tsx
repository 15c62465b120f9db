import {
  APPLICATION_AMENITIES,
  APPLICATION_COVER_TEMPLATES,
  APPLICATION_LIMITS,
  applicationCoverTemplateUrl,
  formatBusinessNo,
  formatContactPhone,
} from 'shared-contracts/hotel-application';
import { Fieldset, FieldStack, Hint, Label, Legend, Select, TextInput } from 'ui-kit/forms';
import type { FieldKit } from './application-field-kit';
import type { CoverType } from './application-form.model';
import { Choice, Choices, Grid, Section, TemplateChoice, TextArea } from './application-form.styles';
import { hotelapplyMessages as t } from './hotelapply.messages';

// The listing application's sections other than the address and the room types, in the order the form shows them.

const COVER_TYPES: CoverType[] = ['NONE', 'TEMPLATE', 'UPLOADED'];

export function BusinessSection({ kit }: { kit: FieldKit }) {
  const { form, update, control, label, errorOf, textField } = kit;
  return (
    <Section aria-labelledby="ha-business-title">
      <h2 id="ha-business-title">{t.sections.business}</h2>
      <Grid>
        {textField('ownerName', { required: true, max: APPLICATION_LIMITS.ownerName, extra: { autoComplete: 'name' } })}
        <FieldStack>
          {label('businessNo', t.fields.businessNo, true)}
          <TextInput
            {...control('businessNo', true)}
            inputMode="numeric"
            placeholder={t.placeholders.businessNo}
            aria-required
            value={form.businessNo}
            onChange={(e) => update({ businessNo: formatBusinessNo(e.target.value) })}
          />
          <Hint id="ha-businessNo-hint">{t.businessHint}</Hint>
          {errorOf('businessNo')}
        </FieldStack>
        <FieldStack>
          {label('phone', t.fields.phone, true)}
          <TextInput
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
        </FieldStack>
      </Grid>
    </Section>
  );
}

export function HotelSection({ kit }: { kit: FieldKit }) {
  const { form, update, control, label, errorOf, textField } = kit;
  return (
    <Section aria-labelledby="ha-hotel-title">
      <h2 id="ha-hotel-title">{t.sections.hotel}</h2>
      <Grid>
        {textField('hotelName', { required: true, max: APPLICATION_LIMITS.hotelName })}
        <FieldStack>
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
        </FieldStack>
      </Grid>
    </Section>
  );
}

export function CoverSection({ kit }: { kit: FieldKit }) {
  const { form, update, control, problemOf, errorOf } = kit;
  return (
    <Section aria-labelledby="ha-cover-title">
      <h2 id="ha-cover-title">{t.sections.cover}</h2>
      <Fieldset>
        <Legend>{t.cover.legend}</Legend>
        <Choices $columns={3}>
          {COVER_TYPES.map((type) => (
            <Choice key={type}>
              <input
                type="radio"
                name="ha-cover-type"
                value={type}
                checked={form.coverImageType === type}
                onChange={() => update({ coverImageType: type })}
              />
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
        <FieldStack>
          <Label htmlFor="ha-coverImageUrl">{t.fields.coverImageUrl}</Label>
          <TextInput
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
        </FieldStack>
      ) : null}
    </Section>
  );
}

export function AmenitiesSection({ kit }: { kit: FieldKit }) {
  const { form, update, problemOf, errorOf } = kit;
  const toggle = (code: string, on: boolean) =>
    update({ amenities: APPLICATION_AMENITIES.map((a) => a.code).filter((c) => (c === code ? on : form.amenities.includes(c))) });
  return (
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
                onChange={(e) => toggle(amenity.code, e.target.checked)}
              />
              {amenity.name}
            </Choice>
          ))}
        </Choices>
        <Hint id="ha-amenities-hint">{t.amenitiesHint}</Hint>
        {errorOf('amenitiesCsv')}
      </Fieldset>
    </Section>
  );
}

export function CommentSection({ kit }: { kit: FieldKit }) {
  const { form, update, control, errorOf } = kit;
  return (
    <Section aria-labelledby="ha-comment-title">
      <h2 id="ha-comment-title">{t.sections.comment}</h2>
      <FieldStack>
        <Label htmlFor="ha-comment">{t.fields.comment}</Label>
        <TextArea
          {...control('comment')}
          rows={5}
          maxLength={APPLICATION_LIMITS.comment}
          value={form.comment}
          onChange={(e) => update({ comment: e.target.value })}
        />
        {errorOf('comment')}
      </FieldStack>
    </Section>
  );
}
