import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, PageFrame } from 'ui-kit';
import { shellMessages } from '../shell.messages';
import { errorPageText } from './error-page-texts';

const Wrap = styled.section`
  text-align: center;
  padding: 72px 16px;
  display: grid;
  gap: 16px;
  justify-items: center;
`;

const Code = styled.p`
  font-size: 56px;
  font-weight: 800;
  margin: 0;
  color: ${({ theme }) => theme.colors.brand};
`;

const ErrorId = styled.p`
  margin: 0;
  font-size: 14px;
  color: ${({ theme }) => theme.colors.textMuted};
  word-break: break-all;
`;

const Actions = styled.div`
  display: flex;
  gap: 8px;
`;

/** /error/:status — title and message by status (500 for anything unknown), errid when given. */
export function ErrorPage({ status: fixedStatus }: { status?: number }) {
  const params = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const status = fixedStatus ?? Number(params.status);
  const text = errorPageText(status);
  const errid = search.get('errid');
  return (
    <PageFrame>
      <Wrap>
        <Code aria-hidden="true">{Number.isInteger(status) && status >= 400 && status < 600 ? status : 500}</Code>
        <h1>{text.title}</h1>
        <p>{text.message}</p>
        {errid && (
          <ErrorId>
            {shellMessages.errorId}: <code>{errid}</code>
          </ErrorId>
        )}
        <Actions>
          <Button variant="secondary" onClick={() => navigate(-1)}>
            {shellMessages.goBack}
          </Button>
          <Button as={Link} to="/main">
            {shellMessages.goHome}
          </Button>
        </Actions>
      </Wrap>
    </PageFrame>
  );
}
