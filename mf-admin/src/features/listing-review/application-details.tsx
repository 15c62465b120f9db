import type { ReactNode } from 'react';
import styled from 'styled-components';
import { APPLICATION_AMENITIES, APPLICATION_ROOM_TYPE_LABELS, applicationCoverTemplateUrl } from 'shared-contracts/hotel-application';
import type { AdminApplicationDetail } from 'shared-contracts/schemas/support';
import { formatWon } from 'ui-kit';
import { Table } from 'ui-kit/back-office';
import { Cover, DetailColumn, DetailSection, Facts, Hint, ScrollX } from '../../frame/detail-parts';
import { listingReviewMessages as t } from './listing-review.messages';

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xs};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    padding: ${({ theme }) => `${theme.spacing.xxs} ${theme.spacing.sm}`};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.pill};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const amenityName = new Map(APPLICATION_AMENITIES.map((a) => [a.code, a.name]));

/** A titled section of the audit detail page (application-review-page.tsx), with an id to link to. */
export function Section({ name, children }: { name: keyof typeof t.sections; children: ReactNode }) {
  return (
    <DetailSection id={`hotel-audit-${name}`} title={t.sections[name]}>
      {children}
    </DetailSection>
  );
}

/**
 * What the applicant sent, as the audit detail page shows it beside the review panel: the applicant, the business and
 * hotel fields, the cover, the amenities, the room types and the comment.
 */
export function ApplicationDetails({ application }: { application: AdminApplicationDetail }) {
  const amenities = application.amenitiesCsv.split(',').filter(Boolean);
  return (
    <DetailColumn>
      <Section name="applicant">
        <Facts>
          <dt>{t.fields.applicant}</dt>
          <dd>{t.actor(application.applicant.name, application.applicant.loginId)}</dd>
          <dt>{t.fields.email}</dt>
          <dd>{application.applicant.email}</dd>
        </Facts>
      </Section>
      <Section name="business">
        <Facts>
          <dt>{t.fields.ownerName}</dt>
          <dd>{application.ownerName}</dd>
          <dt>{t.fields.businessNo}</dt>
          <dd>{application.businessNo}</dd>
          <dt>{t.fields.phone}</dt>
          <dd>{application.phone}</dd>
        </Facts>
      </Section>
      <Section name="hotel">
        <Facts>
          <dt>{t.fields.hotelName}</dt>
          <dd>{application.hotelName}</dd>
          <dt>{t.fields.grade}</dt>
          <dd>{t.grade(application.gradeLevel)}</dd>
          <dt>{t.fields.region}</dt>
          <dd>{application.region}</dd>
          <dt>{t.fields.address}</dt>
          <dd>
            {application.postcode ? `(${application.postcode}) ` : ''}
            {[application.address1, application.address2].filter(Boolean).join(' ')}
          </dd>
        </Facts>
      </Section>
      <Section name="cover">
        {application.coverImageType === 'TEMPLATE' && application.coverImageTemplate ? (
          <>
            <Cover
              src={applicationCoverTemplateUrl(application.coverImageTemplate)}
              alt={t.coverTemplate(application.coverImageTemplate)}
              width={320}
              height={240}
            />
            <Hint>{t.coverTemplate(application.coverImageTemplate)}</Hint>
          </>
        ) : null}
        {application.coverImageType === 'UPLOADED' && application.coverImageUrl ? (
          <>
            <p>
              <a href={application.coverImageUrl} target="_blank" rel="noopener noreferrer nofollow">
                {application.coverImageUrl}
              </a>
            </p>
            <Hint>{t.coverUrl}</Hint>
          </>
        ) : null}
        {application.coverImageType === 'NONE' ? <p>{t.coverNone}</p> : null}
      </Section>
      <Section name="amenities">
        {amenities.length ? (
          <Chips>
            {amenities.map((code) => (
              <li key={code}>{amenityName.get(code) ?? code}</li>
            ))}
          </Chips>
        ) : (
          <p>{t.noAmenities}</p>
        )}
      </Section>
      <Section name="rooms">
        <ScrollX aria-label={`${t.roomsCaption} 표`}>
          <Table>
            <caption>{t.roomsCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{t.roomColumns.type}</th>
                <th scope="col">{t.roomColumns.count}</th>
                <th scope="col">{t.roomColumns.numbers}</th>
                <th scope="col">{t.roomColumns.capacity}</th>
                <th scope="col">{t.roomColumns.size}</th>
                <th scope="col">{t.roomColumns.price}</th>
                <th scope="col">{t.roomColumns.refundable}</th>
                <th scope="col">{t.roomColumns.breakfast}</th>
                <th scope="col">{t.roomColumns.policy}</th>
              </tr>
            </thead>
            <tbody>
              {application.roomsJson.map((room) => (
                <tr key={room.typeCode}>
                  <th scope="row" className="nowrap">
                    {APPLICATION_ROOM_TYPE_LABELS[room.typeCode]}
                  </th>
                  <td className="nowrap">{room.roomCount}</td>
                  <td>{room.roomNos.length ? room.roomNos.join(', ') : t.autoNumbers}</td>
                  <td className="nowrap">{t.capacity(room.capacity)}</td>
                  <td className="nowrap">{t.size(room.sizeSqm)}</td>
                  <td className="nowrap">{formatWon(room.priceKrw)}</td>
                  <td className="nowrap">{room.refundable ? t.yes : t.no}</td>
                  <td className="nowrap">{room.breakfast ? t.breakfastYes : t.breakfastNo}</td>
                  <td>{room.policyText || '–'}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </ScrollX>
      </Section>
      <Section name="comment">
        <p style={{ whiteSpace: 'pre-line' }}>{application.comment || t.noComment}</p>
      </Section>
    </DetailColumn>
  );
}
