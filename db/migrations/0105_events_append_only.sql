-- The event log is append-only (issue 33): the application may INSERT and SELECT `events`, never UPDATE,
-- DELETE or TRUNCATE it. The privileges are revoked from everyone, its owner (the role that ran the
-- migrations, the application's) included; and since a superuser (a DATABASE_URL naming one) bypasses
-- privileges, a trigger refuses those statements for every role. Erasure needs neither: personal fields
-- are sealed with the account's data key (account_data_keys, 0010), and `forget` deletes the key, not
-- events. Changing history takes a migration that drops the trigger, on purpose.
CREATE FUNCTION events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the event log is append-only: % on events is refused', TG_OP USING ERRCODE = '42501';
END
$$;
CREATE TRIGGER events_append_only BEFORE UPDATE OR DELETE ON events
  FOR EACH STATEMENT EXECUTE FUNCTION events_append_only();
CREATE TRIGGER events_no_truncate BEFORE TRUNCATE ON events
  FOR EACH STATEMENT EXECUTE FUNCTION events_append_only();
REVOKE UPDATE, DELETE, TRUNCATE ON events FROM PUBLIC;
REVOKE UPDATE, DELETE, TRUNCATE ON events FROM CURRENT_USER;
