import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PageFrame } from 'ui-kit';
import { koreanDate, type PolicyBlock, type PolicyDocument } from './policy-document';
import { policyMessages as t } from './policy.messages';

export interface PolicyPageProps {
  document: PolicyDocument;
  /** Prefix of the section ids (#<prefix>-<section>), so links to a section stay unique on the site. */
  idPrefix: string;
  /** The other policy, linked under the title. */
  other: { label: string; to: string };
}

/**
 * A published policy (/terms, /privacy): the title (focusable, where page arrival puts focus), the effective date,
 * a table of contents linking to each numbered section, and the sections. Tables fold into labelled cards on a
 * phone so nothing is read sideways.
 */
export function PolicyPage({ document, idPrefix, other }: PolicyPageProps) {
  const sectionId = (id: string) => `${idPrefix}-${id}`;
  return (
    <PageFrame>
      <Article aria-labelledby={`${idPrefix}-title`}>
        <header>
          <Title id={`${idPrefix}-title`} tabIndex={-1}>
            {document.title}
          </Title>
          <Lead>{document.lead}</Lead>
          <Meta>
            <span>
              {t.effective} <time dateTime={document.effectiveDate}>{koreanDate(document.effectiveDate)}</time>
            </span>
            <Link to={other.to}>{other.label}</Link>
          </Meta>
        </header>
        <Contents aria-labelledby={`${idPrefix}-contents`}>
          <h2 id={`${idPrefix}-contents`}>{t.contents}</h2>
          <ol>
            {document.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${sectionId(section.id)}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </Contents>
        {document.sections.map((section) => (
          <Section key={section.id} id={sectionId(section.id)} aria-labelledby={`${sectionId(section.id)}-title`}>
            <h2 id={`${sectionId(section.id)}-title`}>{section.title}</h2>
            {section.blocks.map((block, index) => (
              <Block key={index} block={block} />
            ))}
          </Section>
        ))}
        <Top href={`#${idPrefix}-title`}>{t.toTop}</Top>
      </Article>
    </PageFrame>
  );
}

function Block({ block }: { block: PolicyBlock }) {
  switch (block.kind) {
    case 'paragraph':
      return <p>{block.text}</p>;
    case 'list': {
      const items = block.items.map((item) => <li key={item}>{item}</li>);
      return block.ordered ? <ol>{items}</ol> : <ul>{items}</ul>;
    }
    case 'links':
      return (
        <Links>
          {block.items.map((item) => (
            <Link key={item.to} to={item.to}>
              {item.label}
            </Link>
          ))}
        </Links>
      );
    case 'table':
      return (
        <Table>
          <caption>{block.caption}</caption>
          <thead>
            <tr>
              {block.head.map((heading) => (
                <th key={heading} scope="col">
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {block.rows.map((row) => (
              <tr key={row.join('|')}>
                {row.map((cell, i) => (
                  <td key={i} data-label={block.head[i]}>
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
      );
  }
}

const Article = styled.article`
  max-width: 48rem;
  margin: 0 auto;
  line-height: 1.75;
  word-break: keep-all;
  overflow-wrap: anywhere;

  p,
  ul,
  ol {
    margin: 0 0 ${({ theme }) => theme.spacing.md};
  }
  ul,
  ol {
    padding-left: ${({ theme }) => theme.spacing.xl};
  }
  li + li {
    margin-top: ${({ theme }) => theme.spacing.xs};
  }
`;

const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  outline: none;
`;

const Lead = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.sm};
  padding-bottom: ${({ theme }) => theme.spacing.lg};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  a {
    color: ${({ theme }) => theme.colors.brand};
  }
`;

const Contents = styled.nav`
  margin: ${({ theme }) => theme.spacing.xl} 0;
  padding: ${({ theme }) => theme.spacing.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing.sm};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  ol {
    margin: 0;
    padding: 0;
    list-style: none;
    columns: 1;

    ${({ theme }) => theme.media.md} {
      columns: 2;
      column-gap: ${({ theme }) => theme.spacing.xl};
    }
  }
  li {
    break-inside: avoid;
  }
  li + li {
    margin-top: 0;
  }
  a {
    display: inline-block;
    padding: ${({ theme }) => theme.spacing.xs} 0;
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Section = styled.section`
  /* Clear of the sticky header when a contents link scrolls here. */
  scroll-margin-top: calc(${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.spacing.md});
  margin-bottom: ${({ theme }) => theme.spacing.xl};

  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing.sm};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Table = styled.table`
  width: 100%;
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  caption {
    margin-bottom: ${({ theme }) => theme.spacing.xs};
    text-align: left;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  th,
  td {
    padding: ${({ theme }) => theme.spacing.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }
  th {
    background: ${({ theme }) => theme.colors.surface};
  }

  /* On a phone each row is a card of labelled lines instead of a table too wide to read. */
  @media (max-width: 575.98px) {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
    }
    tr {
      display: block;
      margin-bottom: ${({ theme }) => theme.spacing.sm};
      border: 1px solid ${({ theme }) => theme.colors.border};
      border-radius: ${({ theme }) => theme.radii.md};
    }
    td {
      display: block;
      border: 0;
    }
    td::before {
      content: attr(data-label);
      display: block;
      color: ${({ theme }) => theme.colors.textMuted};
      font-size: ${({ theme }) => theme.fontSizes.xs};
    }
  }
`;

const Links = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.lg};

  a {
    color: ${({ theme }) => theme.colors.brand};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

const Top = styled.a`
  display: inline-block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
