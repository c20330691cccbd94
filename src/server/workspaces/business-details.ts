import { createHash } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { BusinessDetails, UpdateWorkspaceInput } from "@shared/workspaces/workspace.schema";
import { LOGO_MAX_BYTES, type LogoMediaType } from "@shared/invoices/invoice-limits";
import type { Executor } from "../db/database";
import { workspaceLogos, workspaces } from "../db/schema";
import { AppError, notFound } from "../http/errors";

/**
 * The business details a workspace prints on its quotes and invoices (docs/product.md "Quotes
 * and invoices"), and its logo, kept in the database (docs/decisions.md 136) so that backups and
 * `db:move` carry it: each logo chosen stays, named by the SHA-256 of its bytes, for the invoices
 * issued with it.
 */

export const businessDetailsColumns = {
  business_name: workspaces.businessName,
  business_address: workspaces.businessAddress,
  business_tax_id: workspaces.businessTaxId,
  business_email: workspaces.businessEmail,
  business_phone: workspaces.businessPhone,
  payment_instructions: workspaces.paymentInstructions,
  payment_terms_days: workspaces.paymentTermsDays,
  business_footer: workspaces.businessFooter,
  logo_id: workspaces.logoId,
};

/** The business details as read with `businessDetailsColumns`. */
type BusinessDetailsRow = Omit<BusinessDetails, "logo_url"> & { logo_id: string | null };

/** Where the web app reads the logo: its id in the query, so that a new logo is a new address and never shows as the old one. */
const logoUrl = (workspaceId: string, logoId: string) => `/api/v1/workspaces/${workspaceId}/logo?v=${logoId.slice(0, 16)}`;

export function toBusinessDetails(workspaceId: string, { logo_id, ...row }: BusinessDetailsRow): BusinessDetails {
  return { ...row, logo_url: logo_id === null ? null : logoUrl(workspaceId, logo_id) };
}

/** The columns a PATCH of the workspace writes for its business details. */
export function businessDetailsChanges(patch: UpdateWorkspaceInput) {
  return {
    ...(patch.business_name !== undefined && { businessName: patch.business_name }),
    ...(patch.business_address !== undefined && { businessAddress: patch.business_address }),
    ...(patch.business_tax_id !== undefined && { businessTaxId: patch.business_tax_id }),
    ...(patch.business_email !== undefined && { businessEmail: patch.business_email }),
    ...(patch.business_phone !== undefined && { businessPhone: patch.business_phone }),
    ...(patch.payment_instructions !== undefined && { paymentInstructions: patch.payment_instructions }),
    ...(patch.payment_terms_days !== undefined && { paymentTermsDays: patch.payment_terms_days }),
    ...(patch.business_footer !== undefined && { businessFooter: patch.business_footer }),
  };
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** What an image is by its first bytes, whatever the request says it is: PNG, JPEG, or neither. */
export function logoMediaType(bytes: Uint8Array): LogoMediaType | undefined {
  if (PNG_SIGNATURE.every((byte, index) => bytes[index] === byte) && bytes.length > 24) return "image/png";
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  return undefined;
}

const notAnImage = () => new AppError("VALIDATION", "The logo must be a PNG or JPEG image", { logo: "validation.logoNotImage" });

/**
 * Makes `bytes` the workspace's logo (the caller has checked the member may). Refused with 400
 * unless it is a PNG or JPEG that pdfkit can read, and 413 past LOGO_MAX_BYTES.
 */
export async function setLogo(tx: Executor, workspaceId: string, bytes: Uint8Array): Promise<void> {
  if (bytes.length > LOGO_MAX_BYTES) {
    throw new AppError("PAYLOAD_TOO_LARGE", `The logo exceeds ${LOGO_MAX_BYTES / 1024} KB`, undefined, { limit: LOGO_MAX_BYTES });
  }
  const mediaType = logoMediaType(bytes);
  if (!mediaType || !(await isReadableImage(bytes))) throw notAnImage();
  const id = createHash("sha256").update(bytes).digest("hex");
  // Base64 through SQL, as an import's file: PGlite passes a bytea parameter slowly (docs/decisions.md 117).
  await tx
    .insert(workspaceLogos)
    .values({ workspaceId, id, mediaType, content: sql`decode(${Buffer.from(bytes).toString("base64")}, 'base64')` })
    .onConflictDoNothing();
  await tx
    .update(workspaces)
    .set({ logoId: id, updatedAt: sql`now()` })
    .where(eq(workspaces.id, workspaceId));
}

export async function removeLogo(tx: Executor, workspaceId: string): Promise<void> {
  await tx
    .update(workspaces)
    .set({ logoId: null, updatedAt: sql`now()` })
    .where(eq(workspaces.id, workspaceId));
}

export interface Logo {
  mediaType: LogoMediaType;
  content: Buffer;
}

/** One of the workspace's logos: the current one, or the one a document was issued with. */
export async function readLogo(db: Executor, workspaceId: string, logoId: string): Promise<Logo | undefined> {
  const [row] = await db
    .select({ mediaType: workspaceLogos.mediaType, content: sql<string>`encode(${workspaceLogos.content}, 'base64')` })
    .from(workspaceLogos)
    .where(and(eq(workspaceLogos.workspaceId, workspaceId), eq(workspaceLogos.id, logoId)));
  return row && { mediaType: row.mediaType, content: Buffer.from(row.content, "base64") };
}

/** The workspace's current logo; 404 without one. */
export async function readCurrentLogo(db: Executor, workspaceId: string): Promise<Logo> {
  const [workspace] = await db.select({ logoId: workspaces.logoId }).from(workspaces).where(eq(workspaces.id, workspaceId));
  const logo = workspace?.logoId ? await readLogo(db, workspaceId, workspace.logoId) : undefined;
  if (!logo) throw notFound("Logo");
  return logo;
}

/** Whether pdfkit can place the image: a damaged PNG or JPEG would fail every document later. */
async function isReadableImage(bytes: Uint8Array): Promise<boolean> {
  const { default: PDFDocument } = await import("pdfkit");
  try {
    new PDFDocument({ size: [100, 100] }).image(Buffer.from(bytes), { fit: [100, 100] });
    return true;
  } catch {
    return false;
  }
}
