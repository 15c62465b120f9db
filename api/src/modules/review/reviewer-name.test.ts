import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { maskLoginId, maskPersonName, publicReviewerName } from './reviewer-name';

describe('maskPersonName', () => {
  it('keeps the first and last character of Korean names and hides the rest', () => {
    assert.equal(maskPersonName('박'), '*');
    assert.equal(maskPersonName('이준'), '이*');
    assert.equal(maskPersonName('박우진'), '박*진');
    assert.equal(maskPersonName('남궁민수'), '남**수');
    assert.equal(maskPersonName('황보다은비'), '황***비');
  });

  it('masks Latin names the same way, keeping the spaces between words', () => {
    assert.equal(maskPersonName('Jo'), 'J*');
    assert.equal(maskPersonName('Ann'), 'A*n');
    assert.equal(maskPersonName('John Smith'), 'J*** ****h');
    assert.equal(maskPersonName('  Mary   Ann  '), 'M*** **n');
  });

  it('answers nothing for a blank name and counts characters, not UTF-16 units or jamo', () => {
    assert.equal(maskPersonName(''), '');
    assert.equal(maskPersonName('   '), '');
    // 박우진 written as decomposed jamo (NFD) is still three characters.
    assert.equal(maskPersonName('박우진'.normalize('NFD')), '박*진');
    assert.equal(maskPersonName('𠮷田花子'), '𠮷**子');
  });
});

describe('maskLoginId', () => {
  it('hides at least half of the id', () => {
    assert.equal(maskLoginId('member0001'), 'mem*****01');
    assert.equal(maskLoginId('owner001'), 'ow****01');
    assert.equal(maskLoginId('longloginid2025'), 'long*********25');
    assert.equal(maskLoginId('abcdefg'), 'abc****');
    assert.equal(maskLoginId('abc'), 'a**');
    assert.equal(maskLoginId('ab'), 'a*');
    assert.equal(maskLoginId('a'), '*');
    assert.equal(maskLoginId(' '), '');
    for (const id of ['member0001', 'owner001', 'longloginid2025', 'abcdefg', 'abc', 'ab']) {
      const hidden = [...maskLoginId(id)].filter((c) => c === '*').length;
      assert.ok(hidden * 2 >= id.length, `${id}: ${hidden} hidden`);
    }
  });
});

describe('publicReviewerName', () => {
  it('is the masked name, or 익명 for a withdrawn member or a blank name', () => {
    assert.equal(publicReviewerName({ name: '박우진', deletedAt: null }), '박*진');
    assert.equal(publicReviewerName({ name: '박우진', deletedAt: new Date('2030-01-01T00:00:00Z') }), '익명');
    assert.equal(publicReviewerName({ name: ' ', deletedAt: null }), '익명');
  });
});
