import { type Kysely, sql } from 'kysely';

// A product's own pictures (issue 25, "Pictures"): uploaded in the console through the media
// module's pipeline (WebP at 320/640/1280 under uploads/product/<aa>/<key>/), ordered, the first
// the main one, each with alt text. A product without rows keeps its design's pictures
// (media/products/<productNo>/<width>.webp), so seeded products do not change.
//
// product.main_image_base is the main picture's URL folder (`${base}/${width}.webp`), written by
// every change of the product's pictures in the same transaction. Cards are read on every list
// and search page (up to 100 a page, from windows over 100,000 rows): the folder comes with the
// product row they already read, where a join or a lateral subquery per card would add an index
// probe per card to the hottest query. The URL is the storage's of the moment (a bucket's public
// URL); product_image keeps keys only and the console and the product page make URLs when read.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table product_image (
      image_id integer generated always as identity primary key,
      product_no integer not null references product (product_no) on delete cascade,
      sort_order integer not null,
      alt text not null default '',
      storage_key text not null check (storage_key ~ '^uploads/product/[0-9a-f]{2}/[0-9a-f]{32}$'),
      width integer not null check (width > 0),
      height integer not null check (height > 0),
      bytes integer not null check (bytes >= 0),
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index product_image_order on product_image (product_no, sort_order, image_id)`.execute(db);
  await sql`alter table product add column main_image_base text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table product drop column main_image_base`.execute(db);
  await sql`drop table product_image`.execute(db);
}
