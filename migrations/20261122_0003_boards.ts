import type { Knex } from 'knex';
import { createTable, longText, timestamps } from './helpers/schema';

/**
 * Community boards: settings with per-action permissions, kinds (categories), posts, comments,
 * recommendations (once per user), reports (once per user per target) and attachments.
 * Permission columns hold the permission code (admin only / users only / everyone).
 */
export async function up(knex: Knex): Promise<void> {
  await createTable(knex, 'boards', (t) => {
    t.increments('id');
    t.string('href', 50).notNullable().unique();
    t.string('name', 50).notNullable();
    t.string('description', 255).notNullable().defaultTo('');
    t.string('layout', 20).notNullable().defaultTo('list'); // list | gallery | press | video
    t.tinyint('perm_list').notNullable();
    t.tinyint('perm_read').notNullable();
    t.tinyint('perm_write').notNullable();
    t.tinyint('perm_comment').notNullable();
    t.tinyint('perm_download').notNullable();
    t.tinyint('certified_only').notNullable().defaultTo(0);
    t.integer('sort').notNullable().defaultTo(0);
    timestamps(knex, t);
  });

  await createTable(knex, 'board_kinds', (t) => {
    t.increments('id');
    t.integer('board_id').unsigned().notNullable().references('id').inTable('boards').onDelete('CASCADE');
    t.string('name', 30).notNullable();
    t.string('color', 20).notNullable();
    t.integer('sort').notNullable().defaultTo(0);
    t.unique(['board_id', 'name']);
  });

  await createTable(knex, 'posts', (t) => {
    t.increments('id');
    t.integer('board_id').unsigned().notNullable().references('id').inTable('boards').onDelete('CASCADE');
    t.integer('kind_id').unsigned().nullable().references('id').inTable('board_kinds').onDelete('SET NULL');
    t.integer('user_id').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL');
    t.string('title', 200).notNullable();
    longText(t, 'content').notNullable();
    t.string('link', 500).nullable(); // press: the article's address
    t.string('source', 100).nullable(); // press: the outlet
    t.string('video_url', 500).nullable(); // video: embedded player address
    t.string('thumbnail', 255).nullable();
    t.tinyint('pinned').notNullable().defaultTo(0);
    t.tinyint('secret').notNullable().defaultTo(0);
    t.tinyint('hidden').notNullable().defaultTo(0);
    t.integer('visit').unsigned().notNullable().defaultTo(0);
    t.integer('recommend').unsigned().notNullable().defaultTo(0);
    t.integer('comment_count').unsigned().notNullable().defaultTo(0);
    timestamps(knex, t);
    t.index(['board_id', 'hidden', 'pinned', 'created_at']);
    t.index(['board_id', 'visit']);
    t.index(['board_id', 'recommend']);
    t.index(['user_id', 'created_at']);
  });

  await createTable(knex, 'comments', (t) => {
    t.increments('id');
    t.integer('post_id').unsigned().notNullable().references('id').inTable('posts').onDelete('CASCADE');
    t.integer('user_id').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL');
    t.integer('parent_id').unsigned().nullable().references('id').inTable('comments').onDelete('CASCADE');
    t.text('description').notNullable();
    t.integer('recommend').unsigned().notNullable().defaultTo(0);
    t.tinyint('hidden').notNullable().defaultTo(0);
    timestamps(knex, t);
    t.index(['post_id', 'created_at']);
    t.index(['user_id', 'created_at']);
  });

  await createTable(knex, 'post_recommendations', (t) => {
    t.increments('id');
    t.integer('post_id').unsigned().notNullable().references('id').inTable('posts').onDelete('CASCADE');
    t.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.datetime('created_at').notNullable().defaultTo(knex.fn.now());
    t.unique(['post_id', 'user_id']);
  });

  await createTable(knex, 'comment_recommendations', (t) => {
    t.increments('id');
    t.integer('comment_id').unsigned().notNullable().references('id').inTable('comments').onDelete('CASCADE');
    t.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.datetime('created_at').notNullable().defaultTo(knex.fn.now());
    t.unique(['comment_id', 'user_id']);
  });

  await createTable(knex, 'reports', (t) => {
    t.increments('id');
    t.integer('reporter_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('target_type', 10).notNullable(); // post | comment
    t.integer('target_id').unsigned().notNullable();
    t.tinyint('reason').notNullable(); // report reason code
    t.string('description', 500).notNullable().defaultTo('');
    t.tinyint('handled').notNullable().defaultTo(0); // 1 handled
    t.integer('handled_by').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL');
    t.datetime('handled_at').nullable();
    t.datetime('created_at').notNullable().defaultTo(knex.fn.now());
    t.unique(['reporter_id', 'target_type', 'target_id']);
    t.index(['handled', 'created_at']);
    t.index(['target_type', 'target_id']);
  });

  await createTable(knex, 'attachments', (t) => {
    t.increments('id');
    t.integer('post_id').unsigned().nullable().references('id').inTable('posts').onDelete('CASCADE');
    t.integer('user_id').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL');
    t.string('kind', 10).notNullable(); // image | file
    t.string('original_name', 255).notNullable();
    t.string('stored_name', 100).notNullable().unique();
    t.string('mime', 100).notNullable();
    t.integer('size').unsigned().notNullable();
    t.integer('download_count').unsigned().notNullable().defaultTo(0);
    t.datetime('created_at').notNullable().defaultTo(knex.fn.now());
    t.index(['post_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['attachments', 'reports', 'comment_recommendations', 'post_recommendations', 'comments', 'posts', 'board_kinds', 'boards']) {
    await knex.schema.dropTableIfExists(table);
  }
}
