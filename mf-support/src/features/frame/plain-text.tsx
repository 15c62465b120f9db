import styled from 'styled-components';

const Text = styled.div`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  word-break: keep-all;
  line-height: 1.7;
`;

/**
 * Text written by people (notices, answers, messages) shown as plain text: line breaks kept, nothing in it
 * ever interpreted as markup — React escapes it, and no HTML from the database is injected anywhere.
 */
export function PlainText({ text, className, id }: { text: string; className?: string; id?: string }) {
  return (
    <Text className={className} id={id}>
      {text}
    </Text>
  );
}
