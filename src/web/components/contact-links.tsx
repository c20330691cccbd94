import { Fragment } from "react";

/**
 * An email address that wraps where an address may break, after the @ and before each dot,
 * never inside a word: "maria.fernanda@<wbr>empresa<wbr>.example".
 */
export function BreakableEmail({ email }: { email: string }) {
  const [local = "", domain] = email.split(/@(?=[^@]*$)/);
  const pieces = (text: string) =>
    text.split(/(?=\.)/).map((piece, index) => (
      <Fragment key={index}>
        {index > 0 && <wbr />}
        {piece}
      </Fragment>
    ));
  return (
    <>
      {pieces(local)}
      {domain !== undefined && (
        <>
          @<wbr />
          {pieces(domain)}
        </>
      )}
    </>
  );
}

const LINK_CLASSES = "text-primary underline-offset-4 hover:underline";

/** An email to write to: the mail app opens on a tap or a click. */
export function EmailLink({ email }: { email: string }) {
  return (
    <a href={`mailto:${email}`} className={LINK_CLASSES}>
      <BreakableEmail email={email} />
    </a>
  );
}

/** A phone number to call: phones dial it on a tap. Spaces and dashes are left out of the link, not the text. */
export function PhoneLink({ phone }: { phone: string }) {
  return (
    <a href={`tel:${phone.replace(/[^\d+]/g, "")}`} className={`whitespace-nowrap ${LINK_CLASSES}`}>
      {phone}
    </a>
  );
}
