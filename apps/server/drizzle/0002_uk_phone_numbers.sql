-- Phone numbers typed as UK national numbers without their leading 0 ('7700 900456', '20 7946 0018') were
-- stored with a bare '+' in front ('+7700900456'), which reads as another country's number. Such a value has
-- one digit too few to be a number of that country (+7 and +1 need 10 digits after the code, Egypt's +20
-- landlines 9), so it can only have been a UK number: store it as +44 followed by the digits. Any other value
-- that is not a valid number stays as it is; the profile form asks for a valid number the next time it is saved.
UPDATE "personal_details" SET "phone" = '+44' || substr("phone", 2)
WHERE "phone" ~ '^\+(?:[17][0-9]{9}|20[0-9]{8})$';
--> statement-breakpoint
UPDATE "next_of_kin" SET "mobile_number" = '+44' || substr("mobile_number", 2)
WHERE "mobile_number" ~ '^\+(?:[17][0-9]{9}|20[0-9]{8})$';
--> statement-breakpoint
UPDATE "projects" SET "reference_contact" = '+44' || substr("reference_contact", 2)
WHERE "reference_contact" ~ '^\+(?:[17][0-9]{9}|20[0-9]{8})$';
