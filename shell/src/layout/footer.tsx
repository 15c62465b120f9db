import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { shellMessages } from '../shell.messages';

const Foot = styled.footer`
  margin-top: 64px;
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 14px;
`;

const Inner = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  padding: 40px 16px 24px;
  display: grid;
  gap: 24px;
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: 24px;
  h2 {
    font-size: 15px;
    color: ${({ theme }) => theme.colors.text};
    margin: 0 0 8px;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 6px;
  }
  a {
    color: inherit;
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 16px;
  a {
    color: inherit;
  }
`;

const COLUMNS: ReadonlyArray<{ title: string; links: ReadonlyArray<readonly [string, string]> }> = [
  {
    title: '회사 소개',
    links: [
      ['공지사항', '/support/notice'],
      ['자주 묻는 질문', '/support/faq'],
    ],
  },
  {
    title: '함께 일하기',
    links: [
      ['호텔 등록 신청', '/hotelapply'],
      ['내 신청 현황', '/hotelapply/mine'],
      ['파트너 센터', '/owner'],
    ],
  },
  {
    title: '이용 안내',
    links: [
      ['고객센터', '/support/contact'],
      ['1:1 문의', '/support/contact/inquiry'],
      ['버그 신고', '/support/bugreport'],
    ],
  },
];

export function Footer() {
  return (
    <Foot>
      <Inner>
        <Columns>
          {COLUMNS.map((column) => (
            <nav key={column.title} aria-label={column.title}>
              <h2>{column.title}</h2>
              <ul>
                {column.links.map(([label, to]) => (
                  <li key={to}>
                    <Link to={to}>{label}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </Columns>
        <Row>
          <Link to="/terms">이용약관</Link>
          <Link to="/privacy">
            <strong>개인정보처리방침</strong>
          </Link>
          <Link to="/support/bugreport">버그 신고하기</Link>
          <a href="https://www.instagram.com/" rel="noopener noreferrer" target="_blank">
            인스타그램
          </a>
          <a href="https://www.youtube.com/" rel="noopener noreferrer" target="_blank">
            유튜브
          </a>
        </Row>
        <p style={{ margin: 0 }}>{shellMessages.footerTagline}</p>
        <p style={{ margin: 0, fontSize: 12 }}>{shellMessages.footerBusiness}</p>
      </Inner>
    </Foot>
  );
}
