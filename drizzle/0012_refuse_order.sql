-- An order's last statement takes its stock and is sent with the commit (decision 057), so the statement
-- itself must refuse an order it cannot complete: raising an error aborts the transaction before the commit.
-- The reason ("short:128") names what went wrong and which product; the checkout turns it into its message.
CREATE FUNCTION "vitrine_refuse_order"(reason text) RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION USING ERRCODE = 'VTR01', MESSAGE = reason;
END
$$;
