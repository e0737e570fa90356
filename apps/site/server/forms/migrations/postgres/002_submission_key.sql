-- Idempotent intake (issue 32, defect 14): the key a submission was posted under (the browser's submission id, or one
-- derived from a post without it). A retried post with a key already stored adds nothing; a unique index, so two
-- retries racing each other, on one instance or two, cannot both be stored. Null for rows stored before keys existed.
alter table forms.submissions add column submission_key text;
create unique index submissions_submission_key on forms.submissions (submission_key);
