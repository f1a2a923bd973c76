import { type Kysely, sql } from 'kysely';
import { CART_LINE_MAX_QTY } from '../cart-rules';

// Runs after identity (member) and catalogue (product, product_option_row).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('cart')
    .addColumn('cart_id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('member_id', 'integer', (c) => c.unique().references('member.member_id').onDelete('cascade'))
    .addColumn('guest_key', 'text', (c) => c.unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // A member cart is never also a guest cart: conversion moves lines, it does not relabel carts.
    .addCheckConstraint('cart_one_owner', sql`member_id is null or guest_key is null`)
    .execute();

  await db.schema
    .createTable('cart_line')
    .addColumn('cart_line_id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('cart_id', 'integer', (c) => c.notNull().references('cart.cart_id').onDelete('cascade'))
    .addColumn('cart_type', 'text', (c) => c.notNull().check(sql`cart_type in ('PRODUCT', 'SAMPLE')`))
    .addColumn('product_no', 'integer', (c) => c.notNull().references('product.product_no').onDelete('cascade'))
    .addColumn('item_group_seq', 'integer', (c) => c.notNull().references('product_option_row.item_group_seq').onDelete('cascade'))
    .addColumn('qty', 'integer', (c) => c.notNull().check(sql`qty between 1 and ${sql.lit(CART_LINE_MAX_QTY)}`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // One line per option and cart type: concurrent adds meet here and add up (ON CONFLICT).
    .addUniqueConstraint('cart_line_option', ['cart_id', 'item_group_seq', 'cart_type'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('cart_line').execute();
  await db.schema.dropTable('cart').execute();
}
