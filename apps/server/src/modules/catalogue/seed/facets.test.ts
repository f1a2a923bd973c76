import { describe, expect, it } from 'vitest';
import { colourOfName, colours } from './colours';
import { generateCatalogue } from './generate';
import { materials } from './vocabulary';
import type { GeneratedProduct } from '../types';

// Issue 26: the colour filter 화이트 listed a green terrazzo tile first. Facets are read from
// what the product shows (tags and option values), checked here over the whole seed.
const catalogue = generateCatalogue();
const groupItems = (name: string) => catalogue.filters.find((filter) => filter.name === name)!.items;
const namesOf = (product: GeneratedProduct, group: string) => groupItems(group).filter((item) => product.filterItemNos.includes(item.itemNo)).map((item) => item.name);
const optionValues = (product: GeneratedProduct) => product.options.flatMap((level) => level.items.map((item) => item.itemName));

describe('the seed’s colour and material facets', () => {
  it('file a product under a colour only when a tag or an option value says that colour', () => {
    for (const product of catalogue.products) {
      const said = new Set([...product.tags, ...optionValues(product).flatMap((name) => { const key = colourOfName(name); return key ? [colours[key].filterName] : []; })]);
      for (const colour of namesOf(product, '색상')) expect(said, `${product.productNo} ${product.name} under ${colour}`).toContain(colour);
    }
  });

  it('file a product under the colour its picture shows, and no other', () => {
    for (const product of catalogue.products) expect(namesOf(product, '색상'), product.name).toEqual([colours[product.design.colour].filterName]);
  });

  it('list 화이트 with white products only: the colour in the name, the first colour option or the picture', () => {
    const white = catalogue.products.filter((product) => namesOf(product, '색상').includes('화이트'));
    expect(white.length).toBeGreaterThan(100);
    for (const product of white) expect(product.design.colour, product.name).toBe('white');
  });

  it('file a product under a material only when its tags or option values name it', () => {
    let filed = 0;
    for (const product of catalogue.products) {
      const words = [...product.tags, ...optionValues(product)];
      for (const material of namesOf(product, '소재')) {
        filed++;
        expect(words, `${product.productNo} ${product.name} under ${material}`).toContain(material);
      }
    }
    expect(filed).toBeGreaterThan(catalogue.products.length / 2);
  });

  it('still offer every material and colour somewhere', () => {
    const used = new Set(catalogue.products.flatMap((product) => [...namesOf(product, '소재'), ...namesOf(product, '색상')]));
    for (const material of materials) expect(used).toContain(material);
    for (const colour of Object.values(colours)) expect(used).toContain(colour.filterName);
  });
});
