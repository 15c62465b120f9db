import { REGIONS } from 'shared-contracts';
import { APPLICATION_LIMITS } from 'shared-contracts/hotel-application';
import { FieldStack, Hint, Select, TextInput } from 'ui-kit/forms';
import type { PickedAddress } from '../postcode/postcode-address';
import { PostcodeSearch } from '../postcode/postcode-search';
import type { FieldKit } from './application-field-kit';
import { regionOfAddress } from './application-form.model';
import { Grid, Section } from './application-form.styles';
import { hotelapplyMessages as t } from './hotelapply.messages';

const STATUS_ID = 'ha-postcode-status';

/**
 * The hotel's address (§2: address with a postcode search, region): a chosen address fills the postcode, the address
 * and the region its province maps to; a province the region list does not have leaves the region to choose (and
 * focus goes there). Typed by hand, the region is still guessed from the address's first word.
 */
export function AddressSection({ kit, disabled }: { kit: FieldKit; disabled: boolean }) {
  const { form, update, control, label, errorOf, textField } = kit;
  const pick = ({ postcode, address, sido }: PickedAddress) => {
    const region = regionOfAddress(sido) ?? regionOfAddress(address) ?? '';
    update({ postcode, address1: address.slice(0, APPLICATION_LIMITS.address), region });
    return region ? 'ha-address2' : 'ha-region';
  };
  return (
    <Section aria-labelledby="ha-address-title">
      <h2 id="ha-address-title">{t.sections.address}</h2>
      <Grid>
        <FieldStack>
          {label('postcode', t.fields.postcode)}
          <PostcodeSearch statusId={STATUS_ID} onPick={pick} disabled={disabled}>
            <TextInput
              {...control('postcode', false, STATUS_ID)}
              value={form.postcode}
              maxLength={5}
              inputMode="numeric"
              autoComplete="postal-code"
              placeholder={t.placeholders.postcode}
              onChange={(e) => update({ postcode: e.target.value })}
            />
          </PostcodeSearch>
          {errorOf('postcode')}
        </FieldStack>
        <FieldStack>
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
        </FieldStack>
        <FieldStack className="wide">
          {label('address1', t.fields.address1, true)}
          <TextInput
            {...control('address1', true)}
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
          <Hint id="ha-address1-hint">{t.addressHint}</Hint>
          {errorOf('address1')}
        </FieldStack>
        {textField('address2', { max: APPLICATION_LIMITS.address2, wide: true, extra: { autoComplete: 'address-line2' } })}
      </Grid>
    </Section>
  );
}
