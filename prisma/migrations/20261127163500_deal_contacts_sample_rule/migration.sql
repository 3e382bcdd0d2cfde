-- Written by hand. A deal's other contacts follow the sample rule its customer follows (see the
-- migrations sample_rows_kept and companies): a real deal's sample contact is kept, and a real person
-- added to a sample deal makes the deal real, both 'attached', or removing the sample data would take
-- the contact, or the deal, with it. Sample deals with sample contacts (the demo data) stay samples.
CREATE FUNCTION "keep_sample_rows_of_deal_contact"() RETURNS TRIGGER LANGUAGE plpgsql AS $$
BEGIN
  UPDATE customers c SET is_sample = false, sample_kept = 'attached'
  WHERE c.workspace_id = NEW.workspace_id AND c.id = NEW.customer_id AND c.is_sample
    AND EXISTS (SELECT FROM deals d WHERE d.workspace_id = NEW.workspace_id AND d.id = NEW.deal_id AND NOT d.is_sample);
  UPDATE deals d SET is_sample = false, sample_kept = 'attached'
  WHERE d.workspace_id = NEW.workspace_id AND d.id = NEW.deal_id AND d.is_sample
    AND EXISTS (
      SELECT FROM customers c WHERE c.workspace_id = NEW.workspace_id AND c.id = NEW.customer_id AND NOT c.is_sample
    );
  RETURN NULL;
END
$$;

CREATE TRIGGER "deal_contacts_real_on_sample_rows" AFTER INSERT OR UPDATE OF "deal_id", "customer_id" ON "deal_contacts"
  FOR EACH ROW EXECUTE FUNCTION keep_sample_rows_of_deal_contact();
