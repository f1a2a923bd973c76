import { describe, expect, it } from 'vitest';
import { fillText, placeholders } from './placeholders';

const values = new Map([
  ['showroom.hours', '화–금 10:00–19:00'],
  ['showroom.name', '마루 <성수> & 쇼룸'],
]);

describe('placeholders in served texts', () => {
  it('fills the names it knows and leaves the others for an editor to notice', () => {
    expect(fillText('{showroom.hours} · {showroom.parking} · {other}', values)).toBe('화–금 10:00–19:00 · {showroom.parking} · {other}');
  });

  it('escapes values put into HTML, and only there', () => {
    expect(fillText('<b>{showroom.name}</b>', values, true)).toBe('<b>마루 &lt;성수&gt; &amp; 쇼룸</b>');
    expect(fillText('{showroom.name}', values)).toBe('마루 <성수> & 쇼룸');
  });

  it('walks a block’s strings and asks a source only when a text names it', async () => {
    let asked = 0;
    const filler = placeholders([{ prefix: 'showroom', values: async () => ((asked += 1), { hours: '11:00–18:00' }) }], undefined as never);
    expect(await filler.fill({ title: '쇼룸', rows: [{ value: '{showroom.hours}' }], count: 2 })).toEqual({ title: '쇼룸', rows: [{ value: '11:00–18:00' }], count: 2 });
    expect(await filler.fill('배송 안내')).toBe('배송 안내');
    expect(asked).toBe(1);
  });
});
