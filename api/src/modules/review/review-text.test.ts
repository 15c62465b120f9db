import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { plainText, reviewComment } from './review-text';

describe('plainText / reviewComment', () => {
  it('strips every tag, script and style blocks with their content, and comments', () => {
    assert.equal(reviewComment('<p>방이 <b>넓고</b> 깨끗해요</p>'), '방이 넓고 깨끗해요');
    assert.equal(reviewComment('좋아요<script>alert("x")</script>!'), '좋아요!');
    assert.equal(reviewComment('<style>p{color:red}</style>조용해요<!-- 숨김 -->'), '조용해요');
    assert.equal(reviewComment('<img src=x onerror=alert(1)>사진'), '사진');
    assert.equal(reviewComment('끝에 걸친 태그 <img src=x onerror=alert(1)'), '끝에 걸친 태그');
    assert.equal(reviewComment('<a href="javascript:alert(1)">링크</a>'), '링크');
  });

  it('removes markup hidden behind entities and decodes the ordinary ones', () => {
    assert.equal(reviewComment('&lt;script&gt;alert(1)&lt;/script&gt;후기'), '후기');
    assert.equal(reviewComment('&amp;lt;b&amp;gt;굵게&amp;lt;/b&amp;gt;'), '굵게');
    assert.equal(reviewComment('가격 &amp; 위치 모두 만족 &#128512;'), '가격 & 위치 모두 만족 😀');
  });

  it('keeps text that only looks like comparison, line breaks, and trims', () => {
    assert.equal(reviewComment('  3 < 5 그리고 7 > 2  '), '3 < 5 그리고 7 > 2');
    assert.equal(reviewComment('첫 줄\r\n둘째 줄\n\n\n\n셋째 줄'), '첫 줄\n둘째 줄\n\n셋째 줄');
    assert.equal(reviewComment('제어\u0000문자\u0007'), '제어문자');
  });

  it('answers null for nothing left, cuts at 1000 characters (not UTF-16 units)', () => {
    assert.equal(reviewComment(undefined), null);
    assert.equal(reviewComment('   '), null);
    assert.equal(reviewComment('<br><p></p>'), null);
    assert.equal(reviewComment('가'.repeat(1500))?.length, 1000);
    const emoji = reviewComment('😀'.repeat(1200));
    assert.equal(Array.from(emoji ?? '').length, 1000);
    assert.equal(reviewComment(`<b>${'나'.repeat(999)}</b>다라`), `${'나'.repeat(999)}다`, 'cut after stripping');
    assert.equal(plainText('abcdef', 3), 'abc');
  });
});
