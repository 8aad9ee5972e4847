import type { Knex } from 'knex';
import { createTable } from './helpers/schema';

/**
 * Surveys (votes) attached to posts. A question has a mode (choice, essay, score) and the options
 * secret, multiple, required and cancelable (SPEC section 3). Answers: one row per chosen option,
 * or one row with text (essay) or score.
 */
export async function up(knex: Knex): Promise<void> {
  await createTable(knex, 'surveys', (t) => {
    t.increments('id');
    t.integer('post_id').unsigned().notNullable().unique().references('id').inTable('posts').onDelete('CASCADE');
    t.string('title', 200).notNullable();
    t.datetime('end_at').nullable();
    t.datetime('created_at').notNullable().defaultTo(knex.fn.now());
  });

  await createTable(knex, 'survey_questions', (t) => {
    t.increments('id');
    t.integer('survey_id').unsigned().notNullable().references('id').inTable('surveys').onDelete('CASCADE');
    t.string('title', 200).notNullable();
    t.string('mode', 10).notNullable(); // choice | essay | score
    t.tinyint('secret').notNullable().defaultTo(0);
    t.tinyint('multiple').notNullable().defaultTo(0);
    t.tinyint('required').notNullable().defaultTo(0);
    t.tinyint('cancelable').notNullable().defaultTo(0);
    t.integer('sort').notNullable().defaultTo(0);
    t.index(['survey_id', 'sort']);
  });

  await createTable(knex, 'survey_options', (t) => {
    t.increments('id');
    t.integer('question_id').unsigned().notNullable().references('id').inTable('survey_questions').onDelete('CASCADE');
    t.string('label', 200).notNullable();
    t.integer('sort').notNullable().defaultTo(0);
    t.index(['question_id', 'sort']);
  });

  await createTable(knex, 'survey_answers', (t) => {
    t.increments('id');
    t.integer('question_id').unsigned().notNullable().references('id').inTable('survey_questions').onDelete('CASCADE');
    t.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.integer('option_id').unsigned().nullable().references('id').inTable('survey_options').onDelete('CASCADE');
    t.text('text').nullable();
    t.integer('score').nullable();
    t.datetime('created_at').notNullable().defaultTo(knex.fn.now());
    t.unique(['question_id', 'user_id', 'option_id']);
    t.index(['user_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['survey_answers', 'survey_options', 'survey_questions', 'surveys']) {
    await knex.schema.dropTableIfExists(table);
  }
}
