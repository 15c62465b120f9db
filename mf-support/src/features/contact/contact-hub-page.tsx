import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { frameMessages as f } from '../frame/frame.messages';
import { Lead, PageTitle, SupportPage } from '../frame/support-page';
import { contactMessages } from './contact.messages';

const m = contactMessages.hub;

const Line = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  margin-bottom: ${({ theme }) => theme.spacing.xxl};
  padding: ${({ theme }) => theme.spacing.xl};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.brandSubtle};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  p {
    margin: 0;
  }
`;

const Phone = styled.a`
  align-self: flex-start;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.brand};
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }
`;

const Hours = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;

  dt {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  dd {
    margin: 0;
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  word-break: keep-all;
`;

const HelpHeading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Cards = styled.ul`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.spacing.md};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

/** A card whose title is the link; the link's area is stretched over the card, so the whole card is clickable. */
const Card = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  height: 100%;
  padding: ${({ theme }) => theme.spacing.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};

  &:hover,
  &:focus-within {
    border-color: ${({ theme }) => theme.colors.brand};
  }
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  a {
    color: inherit;
    text-decoration: none;
  }
  a::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
  &:hover a {
    text-decoration: underline;
  }
  a:focus-visible {
    outline: none;
  }
  a:focus-visible::after {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    word-break: keep-all;
  }
`;

const Tag = styled.em`
  align-self: flex-start;
  margin-top: ${({ theme }) => theme.spacing.xs};
  padding: 0 ${({ theme }) => theme.spacing.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-style: normal;
`;

const CARDS: ReadonlyArray<{ key: keyof typeof m.cards; to: string; login?: boolean }> = [
  { key: 'inquiry', to: '/support/contact/inquiry' },
  { key: 'bug', to: '/support/bugreport', login: true },
  { key: 'mine', to: '/support/contact/my', login: true },
  { key: 'faq', to: '/support/faq' },
  { key: 'notice', to: '/support/notice' },
];

/** /support/contact: the support line and its hours (§2, §9), and the ways to ask. */
export function ContactHubPage() {
  return (
    <SupportPage>
      <PageTitle>{m.title}</PageTitle>
      <Lead>{m.lead}</Lead>
      <Line aria-labelledby="support-line">
        <h2 id="support-line">{m.phoneHeading}</h2>
        <Phone href={f.phoneHref} aria-label={`${m.phoneLabel} ${f.phone}`}>
          {f.phone}
        </Phone>
        <Hours>
          <dt>{m.hoursLabel}</dt>
          <dd>
            {f.hours} <span>({f.hoursLong})</span>
          </dd>
        </Hours>
        <Muted>{m.hoursNote}</Muted>
      </Line>
      <section aria-labelledby="support-help">
        <HelpHeading id="support-help">{m.helpHeading}</HelpHeading>
        <Cards>
          {CARDS.map(({ key, to, login }) => {
            const [title, description] = m.cards[key];
            return (
              <li key={key}>
                <Card>
                  <h3>
                    <Link to={to} aria-describedby={`hub-${key}-about${login ? ` hub-${key}-login` : ''}`}>
                      {title}
                    </Link>
                  </h3>
                  <p id={`hub-${key}-about`}>{description}</p>
                  {login ? <Tag id={`hub-${key}-login`}>{m.loginNeeded}</Tag> : null}
                </Card>
              </li>
            );
          })}
        </Cards>
      </section>
    </SupportPage>
  );
}
