-- Idempotent intake (issue 32, defect 14): the key a submission was posted under (the browser's submission id, or one
-- derived from a post without it). A retried post with a key already stored adds nothing; a unique index, so two
-- retries racing each other cannot both be stored. Null for rows stored before keys existed (nulls never collide).
alter table submissions add column submission_key text;
create unique index submissions_submission_key on submissions (submission_key);
