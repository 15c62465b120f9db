import type { Notice } from 'shared-contracts/schemas/support';

export function notice(id: number, title: string, pinned = false, content = `${title} 내용`): Notice {
  const at = `2030-03-${String(10 + (id % 18)).padStart(2, '0')}T01:00:00Z`;
  return { id, title, content, pinned, createdAt: at, updatedAt: at };
}

export function noticePage(content: Notice[], { page = 0, totalElements = content.length, size = 10 } = {}) {
  const totalPages = Math.ceil(totalElements / size);
  return { content, page, size, totalElements, totalPages, last: page >= totalPages - 1 };
}
